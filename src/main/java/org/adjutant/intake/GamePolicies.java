package org.adjutant.intake;

import java.util.List;
import org.adjutant.config.PressPolicy;

/**
 * What the intake needs of a game's file in force: its moderators' addresses, whether turns may run early, and its
 * press rules.
 */
public interface GamePolicies {
    GamePolicies NONE = new GamePolicies() {
        @Override
        public List<String> moderators(String gameId) {
            return List.of();
        }

        @Override
        public boolean earlyTurns(String gameId) {
            return false;
        }
    };

    /** The moderator addresses of the game file in force (moderator commands are taken only from these). */
    List<String> moderators(String gameId);

    /** Whether the game's deadline policy runs a turn early once everyone is READY. */
    boolean earlyTurns(String gameId);

    /** How the game's players may write to each other through the robot; a game without a file in force has none. */
    default PressPolicy press(String gameId) {
        return PressPolicy.OFF;
    }

    /** Whether the game's players may end it by a draw vote or by conceding; a game without a file in force: no. */
    default org.adjutant.config.Endings endings(String gameId) {
        return org.adjutant.config.Endings.NONE;
    }

    /** How long and how often the game's players may be away; a game without a file in force: the defaults. */
    default org.adjutant.config.AbsencePolicy absence(String gameId) {
        return org.adjutant.config.AbsencePolicy.DEFAULT;
    }

    /** The game's file in force, whole (its standby list, say); empty when none is. */
    default java.util.Optional<org.adjutant.config.GameConfig> file(String gameId) {
        return java.util.Optional.empty();
    }

    /** The game's observers, as its file in force lists them: they follow it by mail and send nothing. */
    default List<org.adjutant.config.ObserverConfig> observers(String gameId) {
        return List.of();
    }
}
