package org.adjutant.app;

import com.icegreen.greenmail.junit5.GreenMailExtension;

/**
 * A player's PLAYER block by mail and the moderator's RUN NOW, for the robot tests of the offices and politics: each
 * mail is read by the robot and its answer taken from the sender's mailbox, emptied first.
 */
final class OfficeMail {
    private static final String REFEREE = "referee@players.test";
    private final GreenMailExtension mail;
    private final RobotHarness h;

    OfficeMail(GreenMailExtension mail, RobotHarness h) {
        this.mail = mail;
        this.h = h;
    }

    /**
     * The robot on game e2e of the test scenario with James K. Polk seated as the United States' Monarch (role
     * {@code polk}, docs/rules/politics.md section 1) beside the harness's players, its welcomes sent.
     */
    static RobotHarness withMonarch(GreenMailExtension mail, java.nio.file.Path home) throws Exception {
        mail.setUser("polk@players.test", "polk", "pw");
        String scenario = org.adjutant.gitm.GitmRulesetTestScenario.TEXT.replace("minister: marcy}",
                "minister: marcy, monarch: polk}");
        if (!scenario.contains("monarch: polk")) {
            throw new IllegalStateException("the test scenario no longer names the United States' War Minister so");
        }
        String game = RobotHarness.gameFile("e2e", "End to end")
                + "  - {name: James K. Polk, email: polk@players.test, role: polk}\n";
        RobotHarness h = new RobotHarness(mail, home, s -> s, java.time.Clock.systemUTC(), game, scenario);
        h.robot.cycle();
        h.robot.cycle();
        return h;
    }

    /** Mails {@code line} in a PLAYER block from the slot's player ({@code role@players.test}); the robot's answer. */
    String orders(String role, String line) throws Exception {
        mail.purgeEmailFromAllMailboxes();
        h.mailRobot(role + "@players.test", "[e2e] orders", "PLAYER " + role + " PASSWORD " + h.password(role) + "\n"
                + line + "\n");
        h.robot.cycle();
        return RobotHarness.body(h.message(role, s -> s.contains("orders")));
    }

    /**
     * The moderator's RUN NOW, waited for until game e2e has run {@code turns} turns. The turn runs on the robot's
     * worker, so this polls for it (a loaded machine may take long; a quick one returns at once).
     */
    void runTurn(int turns) throws Exception {
        mail.purgeEmailFromAllMailboxes();
        h.mailRobot(REFEREE, "[e2e] commands", "PLAYER " + REFEREE + " PASSWORD " + h.password("") + "\nRUN NOW\n");
        h.robot.cycle();
        for (int i = 0; i < 1200 && h.robot.games().game("e2e").orElseThrow().row().currentTurn() < turns; i++) {
            Thread.sleep(100);
            h.robot.games().refresh("e2e");
        }
        h.robot.cycle();
    }

    /** The event report of campaign 1, turn {@code turn} that the slot's player received. */
    String events(String role, int turn) throws Exception {
        return report(role, turn, "events");
    }

    /**
     * The report of this kind ("events", "positions") of campaign 1, turn {@code turn} that the slot's player received;
     * the reports stream out after the turn, so the robot is cycled until it is there.
     */
    String report(String role, int turn, String kind) throws Exception {
        String subject = "[e2e] campaign 1, turn " + turn + ": " + kind;
        for (int i = 0; i < 300 && !h.subjects(role).contains(subject); i++) {
            Thread.sleep(100);
            h.robot.cycle();
        }
        return RobotHarness.body(h.message(role, subject::equals));
    }
}
