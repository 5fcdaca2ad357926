package org.adjutant.schedule;

import java.util.List;
import java.util.Optional;
import org.adjutant.config.ConfigError;
import org.adjutant.config.GameConfig;

/**
 * Tells a game's moderators that their edit of its file was rejected: the lead wires it to the outbox. The previous
 * schedule stays in force.
 */
@FunctionalInterface
public interface ModeratorNotifier {

    /**
     * @param gameId   the game, from the file's name
     * @param lastGood the config still in force, whose {@link GameConfig#moderatorAddresses()} should be told; empty
     *                 when no valid version of the file has been seen since start-up (the triggers already stored
     *                 in the database stay in force; write to the moderators recorded for the game instead)
     * @param errors   every problem found, each with file, line and column
     */
    void configRejected(String gameId, Optional<GameConfig> lastGood, List<ConfigError> errors);
}
