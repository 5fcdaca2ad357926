package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.game.HostedGame;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;
import org.adjutant.store.AuditStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.RequestStore;

/**
 * A moderator's commands by mail: a PLAYER block naming a moderator's seat, with his own password, in a mail whose
 * From is that seat's address and is listed as a moderator's in the game file in force. Anything less (a forged
 * From with a wrong password, the right password from another address, a player's block with moderator commands)
 * is refused with the same words as any wrong password, written to the audit log, and told to every moderator.
 *
 * <p>Accepted commands are queued (committed with the reply) and carried out on the robot's worker right after,
 * which mails the result to the moderators: a command may run a turn, which must not happen inside the intake.
 */
final class ModeratorMail {
    private final PlayerStore players = new PlayerStore();
    private final RequestStore requests = new RequestStore();
    private final AuditStore audit = new AuditStore();
    private final BehalfOrders behalfOrders = new BehalfOrders();

    /** Whether the block is a moderator's: it holds a command, or names a moderator's seat and asks STATUS or HELP. */
    static boolean isModerators(Optional<PlayerRow> named, List<CoreLines.Read> lines) {
        boolean seat = named.map(PlayerRow::moderator).orElse(false);
        for (CoreLines.Read r : lines) {
            if (r instanceof CoreLines.Read.Command) {
                return true;
            }
            if (seat && r instanceof CoreLines.Read.Request q && (q.request() instanceof CommandLines.Request.Status
                    || q.request() instanceof CommandLines.Request.Help)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Judges and queues a moderator's block. {@code named} is the seat the header names, {@code passwordOk} whether
     * the password is that seat's, {@code moderators} the moderator addresses of the game file in force.
     *
     * @return the block's result, and whether the reply should carry the moderator's guide (HELP)
     */
    Result handle(Connection c, HostedGame g, Block.PlayerBlock block, Optional<PlayerRow> named, boolean passwordOk,
                  IncomingMail mail, boolean checkOnly, MailScope scope, List<String> moderators)
            throws SQLException {
        String title = "player " + block.who();
        List<String> commands = commandWords(block.body());
        String refusal = null;
        String told = null;
        if (!passwordOk) {
            refusal = "unknown player or wrong password for '" + block.who() + "'";
            told = "wrong password (or no such moderator)";
        } else if (!named.orElseThrow().moderator()) {
            refusal = "only a moderator of this game may give the commands " + String.join(", ", commands);
            told = "sent with the password of " + named.get().handle() + ", who is not a moderator";
        } else if (!moderators.stream().anyMatch(m -> m.equalsIgnoreCase(mail.author()))
                || !named.get().email().equalsIgnoreCase(mail.author())) {
            refusal = "moderator commands are taken only from the moderator's own address as the game file lists it";
            told = "the right password, but from " + (mail.author().isEmpty() ? "no address" : mail.author())
                    + ", which is not " + named.get().handle() + "'s address in the game file";
        }
        if (refusal != null) {
            audit.record(c, g.id(), mail.receivedAt(), actor(mail), AuditStore.Channel.MAIL,
                    String.join("; ", commands), AuditStore.Outcome.REFUSED, "inbox #" + mail.inboxId() + ": " + told);
            for (PlayerRow m : players.players(c, g.id())) {
                if (m.moderator() && !m.retired()) {
                    scope.notice(g, m, OwnerNotice.Kind.MODERATOR_REFUSED, String.join(", ", commands), mail, "",
                            told);
                }
            }
            return new Result(BlockResult.rejected(title, block.headerLine(), List.of(new Problem(block.headerLine(),
                    refusal))), false);
        }
        PlayerRow moderator = named.get();
        scope.authenticated.putIfAbsent(moderator.id(), moderator);
        List<Problem> problems = new ArrayList<>();
        List<String> queued = new ArrayList<>();
        boolean help = false;
        boolean rollback = false;
        boolean inOrders = false;
        int ordersLine = 0;
        CommandLines.Command.OnBehalf behalf = null;
        List<Line> behalfLines = new ArrayList<>();
        for (Line line : block.body()) {
            if (inOrders) {
                if (CommandLines.endsOrders(line.text())) {
                    inOrders = false;
                    queued.add("END");
                    if (behalf != null) {
                        // Checked at arrival, as the player's own block would be; carried out right after the reply.
                        problems.addAll(behalfOrders.check(c, g, behalf.target(), behalfLines, mail.receivedAt(),
                                ordersLine).problems());
                        behalf = null;
                        behalfLines = new ArrayList<>();
                    }
                } else {
                    queued.add("    " + line.text());
                    behalfLines.add(line);
                }
                continue;
            }
            CoreLines.Read read = CoreLines.read(line);
            if (read instanceof CoreLines.Read.Command cmd) {
                if (cmd.command() instanceof CommandLines.Command.Orders) {
                    if (!rollback) {
                        problems.add(Problem.at(line, "ORDERS <unit> ... END edits a turn that a ROLLBACK in the "
                                + "same block runs again: put ROLLBACK TO TURN n before it"));
                    }
                    inOrders = true;
                    ordersLine = line.number();
                } else if (cmd.command() instanceof CommandLines.Command.OnBehalf b) {
                    behalf = b;
                    inOrders = true;
                    ordersLine = line.number();
                } else if (cmd.command() instanceof CommandLines.Command.EndOrders) {
                    problems.add(Problem.at(line, "END without ORDERS"));
                }
                rollback |= cmd.command() instanceof CommandLines.Command.Rollback;
                queued.add(cmd.command().normalForm());
            } else if (read instanceof CoreLines.Read.Request q && q.request() instanceof CommandLines.Request.Help) {
                help = true;
            } else if (read instanceof CoreLines.Read.Request q && q.request() instanceof CommandLines.Request.Status) {
                queued.add("STATUS");
            } else if (read instanceof CoreLines.Read.Refused r) {
                problems.add(r.problem());
            } else {
                problems.add(Problem.at(line, "a moderator's block takes only moderator commands (see HELP); send "
                        + "this line in a block of its own"));
            }
        }
        if (inOrders) {
            problems.add(new Problem(ordersLine, "the unit's orders have no END"));
        }
        if (!problems.isEmpty()) {
            audit.record(c, g.id(), mail.receivedAt(), actor(mail), AuditStore.Channel.MAIL,
                    String.join("; ", commands), AuditStore.Outcome.REFUSED, "inbox #" + mail.inboxId()
                            + ": mistakes in the block");
            return new Result(BlockResult.rejected(title, block.headerLine(), problems), help);
        }
        List<String> answers = new ArrayList<>();
        if (!queued.isEmpty() && !checkOnly) {
            long id = requests.enqueue(c, g.id(), mail.inboxId(), moderator.id(), RequestStore.Kind.MODERATOR,
                    queued, mail.receivedAt());
            audit.record(c, g.id(), mail.receivedAt(), actor(mail), AuditStore.Channel.MAIL,
                    String.join("; ", commandWords(block.body())), AuditStore.Outcome.QUEUED,
                    "inbox #" + mail.inboxId() + ", request #" + id);
            answers.add("These commands are carried out right after this reply, in this order; the result follows "
                    + "in a mail of its own to the moderators.");
        }
        List<String> asked = new ArrayList<>(queued);
        if (help) {
            asked.add(0, "HELP");
        }
        return new Result(new BlockResult(title, block.headerLine(), true, "moderator " + moderator.name(), queued,
                List.of(), List.of(), answers, asked), help);
    }

    record Result(BlockResult block, boolean help) {
    }

    /**
     * A moderator's block refused unchecked because its seat (or the sender's address) is locked after too many wrong
     * passwords: written to the audit log like any refused command. The moderators heard of the lock once
     * already ({@link PasswordThrottle}); this mail is not told to them again.
     */
    void auditLocked(Connection c, HostedGame g, Block.PlayerBlock block, IncomingMail mail, String why)
            throws SQLException {
        audit.record(c, g.id(), mail.receivedAt(), actor(mail), AuditStore.Channel.MAIL,
                String.join("; ", commandWords(block.body())), AuditStore.Outcome.REFUSED,
                "inbox #" + mail.inboxId() + ": " + why);
    }

    /** The commands a block names, for the audit log and the moderators' notice: never a password. */
    private static List<String> commandWords(List<Line> body) {
        List<String> words = new ArrayList<>();
        boolean inOrders = false;
        for (Line line : body) {
            if (inOrders) {
                inOrders = !CommandLines.endsOrders(line.text());
                continue;
            }
            CoreLines.Read r = CoreLines.read(line);
            if (r instanceof CoreLines.Read.Command cmd) {
                words.add(cmd.command().normalForm());
                inOrders = cmd.command() instanceof CommandLines.Command.Orders
                        || cmd.command() instanceof CommandLines.Command.OnBehalf;
            } else if (r instanceof CoreLines.Read.Request q) {
                words.add(q.request().normalForm());
            }
        }
        return words;
    }

    private static String actor(IncomingMail mail) {
        return "mail from " + (mail.author().isEmpty() ? "(no From)" : mail.author());
    }
}
