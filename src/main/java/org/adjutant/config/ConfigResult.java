package org.adjutant.config;

import java.util.List;

/** The outcome of loading a configuration file: the checked value, or every problem found in it. */
public sealed interface ConfigResult<T> {

    record Loaded<T>(T config) implements ConfigResult<T> {
    }

    record Invalid<T>(List<ConfigError> errors) implements ConfigResult<T> {
        public Invalid {
            if (errors.isEmpty()) {
                throw new IllegalArgumentException("an invalid result needs at least one error");
            }
            errors = List.copyOf(errors);
        }
    }

    default boolean isValid() {
        return this instanceof Loaded;
    }

    /** The config of a {@link Loaded} result; throws {@link IllegalStateException} listing the errors otherwise. */
    default T orElseThrow() {
        if (this instanceof Loaded<T> loaded) {
            return loaded.config();
        }
        throw new IllegalStateException("invalid configuration: " + ((Invalid<T>) this).errors());
    }

    /** The errors of an {@link Invalid} result, empty for a {@link Loaded} one. */
    default List<ConfigError> errors() {
        return this instanceof Invalid<T> invalid ? invalid.errors() : List.of();
    }
}
