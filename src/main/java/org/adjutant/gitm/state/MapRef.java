package org.adjutant.gitm.state;

import java.util.Optional;
import java.util.function.Function;
import org.adjutant.gitm.map.StrategicMap;

/**
 * The map a game is played on: a named map the application supplies (the 140 x 110 theatre is far too big to copy
 * into every saved turn) or a small map carried whole in the state.
 */
public sealed interface MapRef {
    String id();

    /** The map itself; a named map is looked up with {@code maps}, which fails loudly when it does not know it. */
    StrategicMap resolve(Function<String, Optional<StrategicMap>> maps);

    record Named(String id) implements MapRef {
        public Named {
            if (id == null || id.isBlank()) {
                throw new IllegalArgumentException("a map reference needs a name");
            }
        }

        @Override
        public StrategicMap resolve(Function<String, Optional<StrategicMap>> maps) {
            return maps.apply(id).orElseThrow(() -> new IllegalStateException("no map named '" + id + "' is known"));
        }
    }

    record Inline(InlineMap map) implements MapRef {
        @Override
        public String id() {
            return map.id();
        }

        @Override
        public StrategicMap resolve(Function<String, Optional<StrategicMap>> maps) {
            return map;
        }
    }
}
