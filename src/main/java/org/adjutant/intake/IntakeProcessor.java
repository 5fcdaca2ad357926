package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.game.GameRegistry;
import org.adjutant.game.HostedGame;
import org.adjutant.player.PasswordHasher;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.Assignment;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.QueuedBlock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns one order mail into queued orders, credential changes and an acknowledgement, inside the caller's
 * transaction. Blocks are handled in the order written and mails in the order the server received them, so a
 * password change or reassignment affects exactly the orders that arrive after it (GITM 6.10).
 */
public final class IntakeProcessor {
    private static final Logger log = LoggerFactory.getLogger(IntakeProcessor.class);
    private static final Pattern NEW_PASSWORD = Pattern.compile("(?i)NEW\\s+PASS(?:WORD)?\\s*[:=]?\\s*(\\S*)\\s*");
    private static final Pattern ASSIGN = Pattern.compile(
            "(?i)ASSIGN\\s+(.+?)(?:\\s+COMMANDER\\s*[:=]?\\s*(\\S+))?(?:\\s+DEPUTY\\s*[:=]?\\s*(\\S+))?\\s*");
    private static final Pattern ACCEPTABLE_PASSWORD = Pattern.compile("\\S{6,64}");

    private final GameRegistry games;
    private final PasswordHasher hasher;
    private final PlayerStore players = new PlayerStore();
    private final OrderQueueStore queue = new OrderQueueStore();

    public IntakeProcessor(GameRegistry games, PasswordHasher hasher) {
        this.games = games;
        this.hasher = hasher;
    }

    public Acknowledgement process(Connection c, IncomingMail mail) throws SQLException {
        OrderMail parsed = BlockSplitter.split(mail.text(), mail.subject());
        List<String> notes = new ArrayList<>(parsed.notes());
        Set<String> recipients = new LinkedHashSet<>();
        recipients.add(mail.from());

        Optional<HostedGame> game = resolveGame(parsed, notes);
        List<BlockResult> results = new ArrayList<>();
        if (game.isPresent()) {
            HostedGame g = game.get();
            MailScope scope = new MailScope();
            int blockNo = 0;
            for (Block block : parsed.blocks()) {
                blockNo++;
                if (block instanceof Block.UnitBlock u) {
                    results.add(unitBlock(c, g, u, blockNo, mail, parsed.checkOnly(), recipients, scope));
                } else if (block instanceof Block.PlayerBlock p) {
                    results.add(playerBlock(c, g, p, mail, parsed.checkOnly(), scope));
                }
            }
            if (parsed.blocks().isEmpty()) {
                notes.add("No orders were found. A block of orders starts with a line "
                        + "'UNIT <unit id> PASSWORD <your password>'.");
            }
        }
        Acknowledgement ack = new Acknowledgement(mail.inboxId(), game.map(HostedGame::id).orElse(""),
                mail.messageId(), mail.subject(), List.copyOf(recipients), parsed.checkOnly(), results, notes);
        log.info("intake mail {} for game {}: {} accepted, {} rejected{}", mail.inboxId(), ack.gameId(),
                ack.accepted(), ack.rejected(), ack.checkOnly() ? " (check only)" : "");
        return ack;
    }

    private Optional<HostedGame> resolveGame(OrderMail parsed, List<String> notes) {
        if (parsed.game().isPresent()) {
            Optional<HostedGame> named = games.game(parsed.game().get());
            if (named.isEmpty()) {
                notes.add("This robot hosts no game called '" + parsed.game().get() + "'. Games here: "
                        + String.join(", ", games.games().stream().map(HostedGame::id).toList()) + ".");
            }
            return named;
        }
        // Listing the games reads the database: only done for a mail that does not name its game.
        List<HostedGame> all = games.games();
        if (all.size() == 1) {
            return Optional.of(all.get(0));
        }
        notes.add("Say which game your orders are for: put [game-id] in the subject or a line 'GAME <game-id>' "
                + "before your orders. Games here: "
                + String.join(", ", all.stream().map(HostedGame::id).toList()) + ".");
        return Optional.empty();
    }

    private BlockResult unitBlock(Connection c, HostedGame g, Block.UnitBlock block, int blockNo, IncomingMail mail,
                                  boolean checkOnly, Set<String> recipients, MailScope scope) throws SQLException {
        String written = block.unitId().toUpperCase(Locale.ROOT);
        if (!block.problems().isEmpty()) {
            return BlockResult.rejected(written, block.headerLine(), block.problems());
        }
        Optional<UnitInfo> unit = g.unit(block.unitId());
        if (unit.isEmpty()) {
            return BlockResult.rejected(written, block.headerLine(), List.of(new Problem(block.headerLine(),
                    "there is no unit " + written + " in this game")));
        }
        String unitId = unit.get().id();
        Assignment assignment = players.assignment(c, g.id(), unitId)
                .orElse(new Assignment(g.id(), unitId, 0, 0));
        Optional<PlayerRow> commander = scope.player(c, assignment.commanderId());
        Optional<PlayerRow> deputy = scope.player(c, assignment.deputyId());
        commander.ifPresent(p -> recipients.add(p.email()));

        QueuedBlock.Role role;
        PlayerRow sender;
        if (commander.isPresent() && scope.verify(block.password().reveal(), commander.get().passwordHash())) {
            role = QueuedBlock.Role.COMMANDER;
            sender = commander.get();
        } else if (deputy.isPresent() && scope.verify(block.password().reveal(), deputy.get().passwordHash())) {
            role = QueuedBlock.Role.DEPUTY;
            sender = deputy.get();
        } else {
            String reason = commander.isEmpty() && deputy.isEmpty()
                    ? unitId + " has no commander or deputy yet; ask your War Minister or the moderator"
                    : scope.budgetSpent()
                    ? "not checked: this mail already had " + MAX_FAILED_CHECKS + " wrong passwords; send the orders "
                            + "for " + unitId + " again with the right password"
                    : "wrong password for " + unitId + ": only its commander or deputy may send its orders";
            return BlockResult.rejected(unitId, block.headerLine(), List.of(new Problem(block.headerLine(), reason)));
        }

        BlockVerdict verdict = g.ruleset().check(g.state(), unitId, block.body());
        if (!verdict.isAccepted()) {
            return BlockResult.rejected(unitId, block.headerLine(), verdict.problems());
        }
        if (!checkOnly) {
            queue.enqueue(c, new QueuedBlock(0, g.id(), unitId, mail.inboxId(), blockNo, sender.id(), role,
                    mail.from(), mail.receivedAt(), verdict.normalForm()));
        }
        return new BlockResult(unitId, block.headerLine(), true, roleWords(role, sender), verdict.normalForm(),
                List.of());
    }

    private BlockResult playerBlock(Connection c, HostedGame g, Block.PlayerBlock block, IncomingMail mail,
                                    boolean checkOnly, MailScope scope) throws SQLException {
        String title = "player " + block.who();
        if (!block.problems().isEmpty()) {
            return BlockResult.rejected(title, block.headerLine(), block.problems());
        }
        Optional<PlayerRow> found = players.lookup(c, g.id(), block.who());
        if (found.isEmpty() || !scope.verify(block.password().reveal(), found.get().passwordHash())) {
            return BlockResult.rejected(title, block.headerLine(), List.of(new Problem(block.headerLine(),
                    "unknown player or wrong password for '" + block.who() + "'")));
        }
        PlayerRow player = found.get();
        List<Problem> problems = new ArrayList<>();
        List<AdminChange> changes = new ArrayList<>();
        List<Line> officeLines = new ArrayList<>();
        for (Line line : block.body()) {
            Matcher m;
            if ((m = NEW_PASSWORD.matcher(line.text())).matches()) {
                if (!ACCEPTABLE_PASSWORD.matcher(m.group(1)).matches()) {
                    problems.add(Problem.at(line, "a new password needs 6 to 64 characters and no spaces"));
                } else {
                    changes.add(new AdminChange.NewPassword(m.group(1)));
                }
            } else if ((m = ASSIGN.matcher(line.text())).matches() && (m.group(2) != null || m.group(3) != null)) {
                assignment(c, g, player, line, m, problems).ifPresent(changes::add);
            } else {
                officeLines.add(line);
            }
        }
        List<String> officeOrders = List.of();
        if (!officeLines.isEmpty()) {
            BlockVerdict verdict = g.ruleset().checkOffice(g.state(), player.offices(), commandedBy(c, g, player.id()),
                    officeLines);
            problems.addAll(verdict.problems());
            officeOrders = verdict.normalForm();
        }
        if (!problems.isEmpty()) {
            problems.sort(java.util.Comparator.comparingInt(Problem::line));
            return BlockResult.rejected(title, block.headerLine(), problems);
        }
        List<String> echoed = new ArrayList<>();
        for (AdminChange change : changes) {
            echoed.add(change.normalForm());
            if (!checkOnly) {
                apply(c, g, player, change, mail.receivedAt());
                scope.forget();
            }
        }
        echoed.addAll(officeOrders);
        if (!officeOrders.isEmpty() && !checkOnly) {
            queue.enqueue(c, new QueuedBlock(0, g.id(), officeKey(player), mail.inboxId(), 0, player.id(),
                    QueuedBlock.Role.COMMANDER, mail.from(), mail.receivedAt(), officeOrders));
        }
        return new BlockResult(title, block.headerLine(), true, player.name(), echoed, List.of());
    }

    /** Office orders wait in the queue under the player's role (or name), marked by a leading '@'. */
    public static String officeKey(PlayerRow player) {
        return "@" + (player.role().isEmpty() ? player.name() : player.role());
    }

    private Optional<AdminChange> assignment(Connection c, HostedGame g, PlayerRow actor, Line line, Matcher m,
                                             List<Problem> problems) throws SQLException {
        Optional<UnitInfo> unit = g.unit(m.group(1));
        if (unit.isEmpty()) {
            problems.add(Problem.at(line, "there is no unit " + m.group(1).toUpperCase(Locale.ROOT)
                    + " in this game"));
            return Optional.empty();
        }
        String unitId = unit.get().id();
        Set<String> commanded = commandedBy(c, g, actor.id());
        if (!actor.moderator() && !g.ruleset().mayAssign(g.state(), actor.offices(), commanded, unitId)) {
            problems.add(Problem.at(line, "you may not reassign " + unitId
                    + ": that is for the War Minister of its state or an army-HQ commander of that state"));
            return Optional.empty();
        }
        Assignment now = players.assignment(c, g.id(), unitId).orElse(new Assignment(g.id(), unitId, 0, 0));
        long commander = now.commanderId();
        long deputy = now.deputyId();
        if (m.group(2) != null) {
            Optional<PlayerRow> p = players.lookup(c, g.id(), m.group(2));
            if (p.isEmpty()) {
                problems.add(Problem.at(line, "no player '" + m.group(2) + "' in this game"));
                return Optional.empty();
            }
            commander = p.get().id();
        }
        if (m.group(3) != null) {
            Optional<PlayerRow> p = players.lookup(c, g.id(), m.group(3));
            if (p.isEmpty()) {
                problems.add(Problem.at(line, "no player '" + m.group(3) + "' in this game"));
                return Optional.empty();
            }
            deputy = p.get().id();
        }
        return Optional.of(new AdminChange.Assign(unitId, commander, deputy, describe(c, commander),
                describe(c, deputy)));
    }

    private void apply(Connection c, HostedGame g, PlayerRow actor, AdminChange change, Instant at)
            throws SQLException {
        if (change instanceof AdminChange.NewPassword np) {
            players.setPasswordHash(c, actor, hasher.hash(np.password()), at);
        } else if (change instanceof AdminChange.Assign a) {
            players.assign(c, g.id(), a.unitId(), a.commanderId(), a.deputyId(), at,
                    "by " + actor.name() + ": " + a.normalForm());
        }
    }

    private Set<String> commandedBy(Connection c, HostedGame g, long playerId) throws SQLException {
        Set<String> units = new LinkedHashSet<>();
        for (Assignment a : players.assignments(c, g.id())) {
            if (a.commanderId() == playerId) {
                units.add(a.unitId());
            }
        }
        return units;
    }

    private Optional<PlayerRow> player(Connection c, long id) throws SQLException {
        return id == 0 ? Optional.empty() : players.byId(c, id);
    }

    private String describe(Connection c, long id) throws SQLException {
        return player(c, id).map(p -> p.role().isEmpty() ? p.name() : p.role()).orElse("nobody");
    }

    private static String roleWords(QueuedBlock.Role role, PlayerRow sender) {
        return (role == QueuedBlock.Role.COMMANDER ? "commander " : "deputy ") + sender.name();
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }

    /**
     * What one mail would otherwise look up again for every block: a player pastes the same header into each of his
     * units' blocks, so the same commander and deputy rows are read and the same password is checked against the
     * same hash five or ten times. It lives for one mail, inside its transaction, and is forgotten as soon as a
     * PLAYER block of that mail changes a password or an assignment, so later blocks see the change (GITM 6.10).
     * Failed checks are remembered too: a mistyped password pasted into every block costs one Argon2 run per mail,
     * not one per block.
     */
    static final int MAX_FAILED_CHECKS = 10;

    private final class MailScope {
        private final Map<Long, Optional<PlayerRow>> rows = new HashMap<>();
        /** Keyed by stored hash and the password tried; held no longer than the mail's own text is. */
        private final Map<String, Boolean> checks = new HashMap<>();
        private int failures;
        private boolean budgetSpent;

        Optional<PlayerRow> player(Connection c, long id) throws SQLException {
            Optional<PlayerRow> row = rows.get(id);
            if (row == null) {
                row = IntakeProcessor.this.player(c, id);
                rows.put(id, row);
            }
            return row;
        }

        /**
         * A slow check that fails costs tens of milliseconds of Argon2; a hostile mail of 500 blocks with 500
         * different wrong passwords must not hold the robot for minutes. After {@value #MAX_FAILED_CHECKS} failures in
         * one mail, further unknown passwords are refused unchecked (the reply says so).
         */
        boolean verify(String password, String storedHash) {
            String key = storedHash + '\u0000' + password;
            Boolean known = checks.get(key);
            if (known != null) {
                return known;
            }
            if (failures >= MAX_FAILED_CHECKS) {
                budgetSpent = true;
                return false;
            }
            boolean ok = hasher.verify(password, storedHash);
            if (!ok) {
                failures++;
            }
            checks.put(key, ok);
            return ok;
        }

        boolean budgetSpent() {
            return budgetSpent;
        }

        void forget() {
            rows.clear();
            checks.clear();
        }
    }

    /** A change a player orders in his own name, applied only when his whole block is valid. */
    private sealed interface AdminChange {
        String normalForm();

        record NewPassword(String password) implements AdminChange {
            @Override
            public String normalForm() {
                return "NEW PASSWORD ****";
            }

            @Override
            public String toString() {
                return "NewPassword[****]";
            }
        }

        record Assign(String unitId, long commanderId, long deputyId, String commanderName, String deputyName)
                implements AdminChange {
            @Override
            public String normalForm() {
                return "ASSIGN " + unitId + " COMMANDER " + commanderName + " DEPUTY " + deputyName;
            }
        }
    }
}
