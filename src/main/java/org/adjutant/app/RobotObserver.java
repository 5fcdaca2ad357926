package org.adjutant.app;

import java.util.List;
import org.adjutant.game.NewPlayer;
import org.adjutant.intake.IntakeService;
import org.adjutant.mail.PollResult;
import org.adjutant.mail.SendResult;
import org.adjutant.turn.TurnResult;

/** What the robot did, for whoever watches: the log by default, the demo's console, tests. */
public interface RobotObserver {
    default void gameCreated(String gameId, List<NewPlayer> players) {
    }

    /** A game file was refused, or its game could not be set up: each problem as the log and moderators read it. */
    default void gameRefused(String gameId, List<String> problems) {
    }

    default void polled(PollResult result) {
    }

    default void intake(IntakeService.IntakeResult result) {
    }

    default void turn(TurnResult result) {
    }

    default void sent(SendResult result) {
    }

    RobotObserver NONE = new RobotObserver() {
    };
}
