package org.adjutant.game;

import java.util.List;
import java.util.Optional;

/** The games the robot hosts, each at its current turn. */
public interface GameRegistry {
    Optional<HostedGame> game(String id);

    List<HostedGame> games();

    /** Forget what is cached of a game, after a turn or a reassignment changed it. */
    void refresh(String id);
}
