package org.adjutant.config;

import java.util.Objects;

/**
 * A password from the server config, already resolved from its {@code ${ENV_VAR}} reference if it had one. Its
 * {@link #toString()} never shows the value, so a config can be logged whole.
 */
public record Secret(String value, String source) {
    public Secret {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(source, "source");
    }

    /** The secret itself, for the mail client only. */
    public String reveal() {
        return value;
    }

    @Override
    public String toString() {
        return "Secret[" + source + "]";
    }
}
