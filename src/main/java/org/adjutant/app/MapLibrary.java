package org.adjutant.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.TheatreMapReader;

/**
 * The named strategic maps under {@code data/gitm/map/} ({@code strategic-<id>.map}), each read once. Scenarios and
 * saved states refer to maps by id, so the rules code never touches a file.
 */
public final class MapLibrary implements Function<String, Optional<StrategicMap>> {
    private final Path dir;
    private final Map<String, Optional<StrategicMap>> loaded = new ConcurrentHashMap<>();

    public MapLibrary(Path home) {
        this.dir = home.resolve("data").resolve("gitm").resolve("map");
    }

    @Override
    public Optional<StrategicMap> apply(String id) {
        return loaded.computeIfAbsent(id, this::read);
    }

    private Optional<StrategicMap> read(String id) {
        if (!id.matches("[A-Za-z0-9_-]{1,64}")) {
            return Optional.empty();
        }
        Path file = dir.resolve("strategic-" + id + ".map");
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(TheatreMapReader.read(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read map " + file, e);
        }
    }
}
