package org.adjutant.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.adjutant.config.GameId;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * The command-line twins of the moderator's commands by mail ({@code docs/moderators.md}): each builds the very lines
 * a moderator would mail and has them carried out by the same code, on the database when the robot is stopped or
 * inside the running robot. Every one is written to the game's audit log as the command line's user.
 */
final class ModeratorCommand {
    private ModeratorCommand() {
    }

    /** Runs moderator command lines in a game; prints the result; its exit code. */
    static int moderate(GameCommand game, GameId id, List<String> lines) {
        String actor = "command line (" + System.getProperty("user.name", "?") + ")";
        List<String> args = new ArrayList<>();
        args.add(id.value());
        args.add(actor);
        args.addAll(lines);
        return GameCommand.administerDesk(game.main.home(), "moderate", args,
                desk -> desk.moderate(id.value(), actor, lines));
    }

    @Command(name = "extend", mixinStandardHelpOptions = true,
            description = "Move the game's next deadline (or the one waiting: extended, in grace) later, e.g. "
                    + "'extend rio-grande 24h'. Every player is told by mail. Mail twin: EXTEND 24h.")
    static final class Extend implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "DURATION", description = "e.g. 24h, 2d, 90m")
        String by;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("EXTEND " + by));
        }
    }

    @Command(name = "pause", mixinStandardHelpOptions = true,
            description = "Pause the game: no deadline runs until 'resume' (those that pass are skipped). Every player "
                    + "is told. Mail twin: PAUSE.")
    static final class Pause implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("PAUSE"));
        }
    }

    @Command(name = "resume", mixinStandardHelpOptions = true,
            description = "Resume a game paused with 'pause'. Every player is told. Mail twin: RESUME.")
    static final class Resume implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("RESUME"));
        }
    }

    @Command(name = "run-now", mixinStandardHelpOptions = true,
            description = "Run the game's next turn now: the deadline waiting (extended, in grace, failed) if there "
                    + "is one, else the next deadline, brought forward (it runs no turn of its own later). Mail twin: "
                    + "RUN NOW.")
    static final class RunNow implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("RUN NOW"));
        }
    }

    @Command(name = "announce", mixinStandardHelpOptions = true,
            description = "Mail a text to every player and moderator, each his own mail. Mail twin: ANNOUNCE <text>.")
    static final class Announce implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1..*", paramLabel = "TEXT", arity = "1..*")
        List<String> words;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("ANNOUNCE " + String.join(" ", words)));
        }
    }

    @Command(name = "replace", mixinStandardHelpOptions = true,
            description = "Give a seat to a new player: 'replace rio-grande taylor Winfield Scott scott@example.org'. "
                    + "He gets a welcome with a new password; the old player is told; his queued orders are set "
                    + "aside. Mail twin: REPLACE <role> <name> <address>.")
    static final class Replace implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "ROLE")
        String role;
        @Parameters(index = "2..*", paramLabel = "NAME ADDRESS", arity = "2..*",
                description = "the new player's name (any number of words), then his address")
        List<String> rest;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("REPLACE " + role + " " + String.join(" ", rest)));
        }
    }

    /** A command of a game and a local time of its zone: the mail twin's words, then the time. */
    abstract static class AtTime implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1..*", paramLabel = "DATE TIME", arity = "1..2", description = "e.g. 2030-01-09 20:00")
        List<String> when;

        /** The mail twin's words before the time. */
        abstract String words();

        @Override
        public Integer call() {
            return moderate(game, id, List.of(words() + " " + String.join(" ", when)));
        }
    }

    @Command(name = "deadline", mixinStandardHelpOptions = true,
            description = "Set the next deadline to a local time of the game's zone: 'deadline rio-grande 2030-01-09 "
                    + "20:00'. A deadline the game file lists is moved there in the file (earlier only with the "
                    + "notice deadline-policy.min-notice asks); one of the recurring rule can only be moved later. "
                    + "Every player is told. Mail twin: DEADLINE <date> <time>.")
    static final class Deadline extends AtTime {
        @Override
        String words() {
            return "DEADLINE";
        }
    }

    @Command(name = "add-deadline", mixinStandardHelpOptions = true,
            description = "Add an explicit deadline to the game file: 'add-deadline rio-grande 2030-01-09 20:00'. "
                    + "Every player is told. Mail twin: ADD DEADLINE <date> <time>.")
    static final class AddDeadline extends AtTime {
        @Override
        String words() {
            return "ADD DEADLINE";
        }
    }

    @Command(name = "remove-deadline", mixinStandardHelpOptions = true,
            description = "Take an explicit deadline out of the game file: 'remove-deadline rio-grande 2030-01-09 "
                    + "20:00'. Every player is told. Mail twin: REMOVE DEADLINE <date> <time>.")
    static final class RemoveDeadline extends AtTime {
        @Override
        String words() {
            return "REMOVE DEADLINE";
        }
    }

    @Command(name = "recurring", mixinStandardHelpOptions = true,
            description = "Replace the game file's recurring rule: 'recurring rio-grande \"0 0 20 ? * MON,THU\" "
                    + "--first 2030-01-17 --last 2030-06-30', or remove it: 'recurring rio-grande --none'. Every "
                    + "player is told. Mail twin: RECURRING <cron> [FIRST <day>] [LAST <day>] / RECURRING NONE.")
    static final class Recurring implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "CRON", arity = "0..1",
                description = "a Quartz cron rule of six or seven fields, in quotes")
        String cron;
        @Option(names = "--first", paramLabel = "DAY", description = "the rule starts on this day")
        String first;
        @Option(names = "--last", paramLabel = "DAY", description = "the rule ends after this day")
        String last;
        @Option(names = "--none", description = "no recurring rule: only the listed deadlines remain")
        boolean none;

        @Override
        public Integer call() {
            if (none == (cron != null)) {
                throw new CommandFailure("give either a cron rule or --none");
            }
            String line = none ? "RECURRING NONE" : "RECURRING " + cron + (first == null ? "" : " FIRST " + first)
                    + (last == null ? "" : " LAST " + last);
            return moderate(game, id, List.of(line));
        }
    }

    @Command(name = "seat", mixinStandardHelpOptions = true,
            description = "Seat a new player in a role of the scenario that no player holds: 'seat rio-grande worth "
                    + "William Worth worth@example.org'. He is written into the game file and gets the welcome with "
                    + "his password; every player is told. Mail twin: SEAT <role> <name> <address> [TIME ZONE <zone>].")
    static final class Seat implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "ROLE")
        String role;
        @Parameters(index = "2..*", paramLabel = "NAME ADDRESS", arity = "2..*",
                description = "the new player's name (any number of words), then his address")
        List<String> rest;
        @Option(names = "--time-zone", paramLabel = "ZONE", description = "his own zone, e.g. America/New_York")
        String zone;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("SEAT " + role + " " + String.join(" ", rest)
                    + (zone == null ? "" : " TIME ZONE " + zone)));
        }
    }

    @Command(name = "standby", mixinStandardHelpOptions = true,
            description = "The game's standby list: 'standby rio-grande add Winfield Scott scott@example.org' puts "
                    + "someone on it, 'standby rio-grande remove scott@example.org' (or his name) takes him off, "
                    + "'standby rio-grande approve taylor' gives the seat of taylor to the next standby, through "
                    + "REPLACE. 'game status' shows the list and the silent seats. Mail twins: STANDBY ADD <name> "
                    + "<address>, STANDBY REMOVE <name or address>, APPROVE STANDBY <role>.")
    static final class Standby implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "ACTION", description = "add, remove or approve")
        String action;
        @Parameters(index = "2..*", paramLabel = "WHO", arity = "1..*",
                description = "add: the name (any number of words), then the address; remove: a standby's name or "
                        + "address; approve: the role whose seat the next standby takes")
        List<String> rest;

        @Override
        public Integer call() {
            String words = String.join(" ", rest);
            return switch (action.toLowerCase(java.util.Locale.ROOT)) {
                case "add" -> moderate(game, id, List.of("STANDBY ADD " + words));
                case "remove" -> moderate(game, id, List.of("STANDBY REMOVE " + words));
                case "approve" -> moderate(game, id, List.of("APPROVE STANDBY " + words));
                default -> {
                    System.err.println("standby: the action is add, remove or approve, not '" + action + "'");
                    yield 2;
                }
            };
        }
    }

    @Command(name = "office", mixinStandardHelpOptions = true,
            description = "Give an office of a state to a seated player, or leave it vacant: 'office rio-grande "
                    + "naval-minister US polk', 'office rio-grande naval-minister US --vacant'. The offices: "
                    + "war-minister, treasury-minister, naval-minister, prime-minister, monarch. The player is named "
                    + "by role or name. 'office rio-grande monarch MEX farias' seats the leader of a regular Mexican "
                    + "state as President of Mexico (or --vacant leaves the presidency empty). The old and new holders "
                    + "and the state's other officers are told. Mail twin: "
                    + "OFFICE <office> OF <state> TO <player> / OFFICE <office> OF <state> VACANT.")
    static final class Office implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "OFFICE", description = "war-minister, treasury-minister, "
                + "naval-minister, prime-minister or monarch")
        String office;
        @Parameters(index = "2", paramLabel = "STATE", description = "the state's id, e.g. US")
        String state;
        @Parameters(index = "3", paramLabel = "PLAYER", arity = "0..1",
                description = "the role or name of the seated player who takes the office")
        String player;
        @Option(names = "--vacant", description = "leave the office vacant instead")
        boolean vacant;

        @Override
        public Integer call() {
            if ((player == null) == !vacant) {
                System.err.println("Name the player who takes the office, or give --vacant (not both).");
                return 2;
            }
            String words = office.replace('-', ' ');
            return moderate(game, id, List.of("OFFICE " + words + " OF " + state
                    + (vacant ? " VACANT" : " TO " + player)));
        }
    }

    @Command(name = "reset-password", mixinStandardHelpOptions = true,
            description = "Give a seat a new password, for a player who lost his: 'reset-password rio-grande taylor'. "
                    + "It is mailed to the seat's registered address only (not shown here); his queued orders and "
                    + "history stand. Mail twin: RESET PASSWORD <role>.")
    static final class ResetPassword implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "ROLE", description = "the seat's role, or the player's name")
        String role;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("RESET PASSWORD " + role));
        }
    }

    @Command(name = "on-behalf", mixinStandardHelpOptions = true,
            description = "Enter orders for a unit, or for a player's offices, on his behalf: 'on-behalf rio-grande "
                    + "US2MC --because \"his mail is down\" --order \"POSTURE ATTACK/DEFEND\"'. Checked as his own "
                    + "would be; he is told what was entered, by whom and why; his own later orders replace them. "
                    + "Mail twin: ON BEHALF OF <unit or role> BECAUSE <reason>, the orders, END.")
    static final class OnBehalf implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "TARGET", description = "a unit's id, or a player's role or name")
        String target;
        @Option(names = "--because", required = true, paramLabel = "REASON", description = "why (the player is told)")
        String because;
        @Option(names = "--order", paramLabel = "ORDER", description = "one order line; give it once per line")
        List<String> order = new ArrayList<>();
        @Option(names = "--orders", paramLabel = "FILE", description = "a file of order lines (after any --order)")
        Path orders;

        @Override
        public Integer call() throws IOException {
            List<String> lines = new ArrayList<>();
            lines.add("ON BEHALF OF " + target + " BECAUSE " + because);
            lines.addAll(order);
            if (orders != null) {
                lines.addAll(Files.readAllLines(orders, StandardCharsets.UTF_8));
            }
            lines.add("END");
            return moderate(game, id, lines);
        }
    }

    @Command(name = "adjust", mixinStandardHelpOptions = true,
            description = "Correct the position the next turn starts from: 'adjust rio-grande unit US7IN men 450 "
                    + "--because \"the returns were misread\"'. What: UNIT <id> MEN|MORALE|SUPPLIES <n>, UNIT <id> "
                    + "POSITION <square>, STATE <id> TREASURY <n>, CITY <name> OWNER <state>. Recorded, audited, "
                    + "applied again by a rollback; told to the players it concerns. Mail twin: ADJUST <what> "
                    + "BECAUSE <reason>.")
    static final class Adjust implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1..*", paramLabel = "WHAT", arity = "1..*", description = "e.g. unit US7IN men 450")
        List<String> what;
        @Option(names = "--because", required = true, paramLabel = "REASON", description = "why (the players "
                + "concerned are told)")
        String because;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("ADJUST " + String.join(" ", what) + " BECAUSE " + because));
        }
    }

    @Command(name = "resend", mixinStandardHelpOptions = true,
            description = "Mail a player his reports of the last turn (or --turn TURN) again, marked as copies. "
                    + "Mail twin: RESEND <role> [<turn>].")
    static final class Resend implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "ROLE")
        String role;
        @Option(names = "--turn", description = "the turn as its reports' subject names it (\"campaign 1, turn 3\", "
                + "or 3 for the latest turn 3); the last one by default")
        String turn;

        @Override
        public Integer call() {
            return moderate(game, id, List.of("RESEND " + role + (turn == null ? "" : " " + turn)));
        }
    }

    @Command(name = "rollback", mixinStandardHelpOptions = true,
            description = "Run TURN and every turn after it again from their stored orders; --orders FILE edits units' "
                    + "orders of TURN first (sections 'ORDERS <unit>' ... 'END'). TURN as its reports' subject "
                    + "names it (\"campaign 1, turn 3\", or 3 for the latest turn 3). Every player gets the new "
                    + "reports, marked as corrections. Mail twin: ROLLBACK TO <turn>.")
    static final class Rollback implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "TURN")
        String turn;
        @Option(names = "--orders", paramLabel = "FILE", description = "edits: ORDERS <unit>, its orders, END")
        Path orders;

        @Override
        public Integer call() throws IOException {
            List<String> lines = new ArrayList<>();
            lines.add("ROLLBACK TO " + turn);
            if (orders != null) {
                lines.addAll(Files.readAllLines(orders, StandardCharsets.UTF_8));
            }
            return moderate(game, id, lines);
        }
    }

    @Command(name = "end", mixinStandardHelpOptions = true,
            description = "End the game: every player gets the whole truth of the last turn and the ruleset's final "
                    + "report (once each), then the game is archived. Mail twin: END GAME.")
    static final class End implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Option(names = "--yes", description = "Really end it: without it, the command only says what it would do.")
        boolean yes;

        @Override
        public Integer call() {
            if (!yes) {
                System.out.println("This ends the game " + id + ": every player gets the whole truth of its last "
                        + "turn, and the game is archived (no more turns or orders). Run again with --yes to end it.");
                return 2;
            }
            return moderate(game, id, List.of("END GAME"));
        }
    }

    @Command(name = "history", mixinStandardHelpOptions = true,
            description = "Publish the game's public history now (a web archive in data/history/GAME, as the game "
                    + "file's history section allows: each turn some turns late, the whole truth after the end). The "
                    + "robot publishes it after every turn by itself. Mail twin: HISTORY [REBUILD].")
    static final class History implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Option(names = "--rebuild", description = "Draw every page again, not only the missing ones (after a "
                + "rollback, or after editing the templates).")
        boolean rebuild;

        @Override
        public Integer call() {
            return moderate(game, id, List.of(rebuild ? "HISTORY REBUILD" : "HISTORY"));
        }
    }

    @Command(name = "audit", mixinStandardHelpOptions = true,
            description = "Show the moderators' audit log of a game: every command by mail or command line, done or "
                    + "refused (forged ones included).")
    static final class Audit implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;

        @Override
        public Integer call() {
            return GameCommand.administer(game.main.home(), "audit", List.of(id.value()), a -> a.audit(id));
        }
    }
}
