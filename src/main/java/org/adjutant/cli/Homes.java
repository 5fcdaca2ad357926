package org.adjutant.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.adjutant.app.MapLibrary;
import org.adjutant.config.ConfigError;
import org.adjutant.config.ConfigResult;
import org.adjutant.config.ServerConfig;
import org.adjutant.config.ServerConfigLoader;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.ruleset.Ruleset;
import picocli.CommandLine;

/** Shared start-up steps of the commands: the server file, the rulesets this robot hosts. */
final class Homes {
    private Homes() {
    }

    static ServerConfig serverConfig(CommandLine.Model.CommandSpec spec, Path home, Path file) {
        Path config = file != null ? file : home.resolve("config").resolve("adjutant.yaml");
        if (!Files.isRegularFile(config)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "no server configuration at " + config
                    + " (copy and edit config/adjutant.yaml; see docs/config.md)");
        }
        ConfigResult<ServerConfig> result = ServerConfigLoader.withSystemEnvironment(home).load(config);
        if (result instanceof ConfigResult.Invalid<ServerConfig> invalid) {
            StringBuilder sb = new StringBuilder("the server configuration cannot be used:");
            for (ConfigError e : invalid.errors()) {
                sb.append("\n  ").append(e);
            }
            throw new CommandLine.ParameterException(spec.commandLine(), sb.toString());
        }
        return ((ConfigResult.Loaded<ServerConfig>) result).config();
    }

    static Map<String, Ruleset> rulesets(Path home) {
        return Map.of("gitm", new GitmRuleset(new MapLibrary(home)));
    }

    static Clock clock() {
        return Clock.systemUTC();
    }
}
