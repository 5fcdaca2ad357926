package org.adjutant.game;

/**
 * Where the robot's mails learn a game's next deadline: the daemon answers from the schedule in force, tests and
 * offline tools from nothing.
 */
@FunctionalInterface
public interface Deadlines {
    Deadlines NONE = gameId -> NextDeadline.unknown();

    NextDeadline next(String gameId);
}
