package org.adjutant.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.app.MapLibrary;
import org.adjutant.config.ConfigError;
import org.adjutant.config.ConfigResult;
import org.adjutant.config.DatabaseConfig;
import org.adjutant.config.ServerConfig;
import org.adjutant.config.ServerConfigLoader;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.ScenarioException;
import picocli.CommandLine;

/** Shared start-up steps of the commands: the server file, the rulesets this robot hosts. */
final class Homes {
    private Homes() {
    }

    /** The server file with every secret resolved from the environment: for commands that talk to mail servers. */
    static ServerConfig serverConfig(CommandLine.Model.CommandSpec spec, Path home, Path file) {
        return serverConfig(home, file, ServerConfigLoader.withSystemEnvironment(home));
    }

    /**
     * The server file for commands that only read the database and the game files: a {@code ${VAR}} the environment
     * does not set (a mail password, on a moderator's own machine) stands as a placeholder instead of an error.
     */
    static ServerConfig localConfig(Path home) {
        Set<String> unset = new TreeSet<>();
        ServerConfig server = serverConfig(home, null, new ServerConfigLoader(home, name -> {
            String value = System.getenv(name);
            if (value == null) {
                unset.add(name);
                return "(" + name + " not set)";
            }
            return value;
        }));
        // The database's password is another matter: these commands open the database, and a placeholder for it
        // only fails at the server, after a wait, with a reason that names no variable.
        if (server.data().store() instanceof DatabaseConfig.Postgres pg && pg.password().isPresent()) {
            String written = pg.password().get().source();
            for (String name : unset) {
                if (written.contains("${" + name + "}")) {
                    throw new CommandFailure("the database password is read from ${" + name + "} (data: database: "
                            + "password: in " + server.source() + "), which is not set here: set it in this shell "
                            + "(export " + name + "=...), as the robot's own service does; the mail passwords may "
                            + "stay unset for this command (docs/postgresql.md)");
                }
            }
        }
        return server;
    }

    private static ServerConfig serverConfig(Path home, Path file, ServerConfigLoader loader) {
        Path config = file != null ? file : home.resolve("config").resolve("adjutant.yaml");
        if (!Files.isRegularFile(config)) {
            throw new CommandFailure("no server configuration at " + config
                    + " (copy and edit config/adjutant.yaml; see docs/config.md), or give --home");
        }
        ConfigResult<ServerConfig> result = loader.load(config);
        if (result instanceof ConfigResult.Invalid<ServerConfig> invalid) {
            StringBuilder sb = new StringBuilder("the server configuration cannot be used:");
            for (ConfigError e : invalid.errors()) {
                sb.append("\n  ").append(e);
            }
            throw new CommandFailure(sb.toString());
        }
        return ((ConfigResult.Loaded<ServerConfig>) result).config();
    }

    static Map<String, Ruleset> rulesets(Path home) {
        return Map.of("gitm", new GitmRuleset(new MapLibrary(home)));
    }

    /** The ruleset named on the command line, or a usage error. */
    static Ruleset ruleset(CommandLine.Model.CommandSpec spec, Path home, String id) {
        Ruleset ruleset = rulesets(home).get(id);
        if (ruleset == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "unknown ruleset " + id);
        }
        return ruleset;
    }

    /** A scenario's opening, or empty after printing its file:line problem. */
    static Optional<Opening> open(Ruleset ruleset, Path scenario)
            throws IOException {
        try {
            return Optional.of(ruleset.open(Files.readString(scenario,
                    StandardCharsets.UTF_8), scenario.toString()));
        } catch (ScenarioException e) {
            System.err.println(e.getMessage());
            return Optional.empty();
        }
    }

    static Clock clock() {
        return Clock.systemUTC();
    }
}
