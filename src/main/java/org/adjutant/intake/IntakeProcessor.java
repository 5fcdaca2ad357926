package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.adjutant.config.AbuseLimits;
import org.adjutant.game.Deadlines;
import org.adjutant.game.GameRegistry;
import org.adjutant.game.HostedGame;
import org.adjutant.mail.DecodedMail;
import org.adjutant.player.PasswordHasher;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.Assignment;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.turn.EffectiveOrders;
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

    private final GameRegistry games;
    private final PasswordHasher hasher;
    private final Deadlines deadlines;
    private final PlayerStore players = new PlayerStore();
    private final OrderQueueStore queue = new OrderQueueStore();
    private final GameResolver resolver;
    private final GamePolicies policies;
    private final StandbyDesk standbys = new StandbyDesk();
    private final PlayerRequests requests = new PlayerRequests();
    private final PressDesk pressDesk = new PressDesk();
    private final ModeratorMail moderatorMail = new ModeratorMail();
    private final PasswordReset passwordReset = new PasswordReset();
    private final PasswordThrottle throttle;
    private final AbuseLimits limits;
    private AckQueue mails = (c, ack) -> { };

    /**
     * The one answer to a unit block whose password proves no seat of it: the same for an id no unit has, for a unit
     * nobody holds yet and for a wrong password, so that a mail cannot map the enemy's units (which exist, which are
     * new, which nobody commands) by the answers it gets.
     */
    static final String NO_MATCH = "the unit id and the password do not match: orders are taken only with the password "
            + "of the unit's commander or deputy (an id no unit has, and a unit nobody holds yet, get this answer too)";

    public IntakeProcessor(GameRegistry games, PasswordHasher hasher) {
        this(games, hasher, Deadlines.NONE);
    }

    public IntakeProcessor(GameRegistry games, PasswordHasher hasher, Deadlines deadlines) {
        this(games, hasher, deadlines, GamePolicies.NONE);
    }

    public IntakeProcessor(GameRegistry games, PasswordHasher hasher, Deadlines deadlines, GamePolicies policies) {
        this(games, hasher, deadlines, policies, AbuseLimits.DEFAULT);
    }

    public IntakeProcessor(GameRegistry games, PasswordHasher hasher, Deadlines deadlines, GamePolicies policies,
                           AbuseLimits limits) {
        this.throttle = new PasswordThrottle(limits);
        this.limits = limits;
        this.games = games;
        this.hasher = hasher;
        this.deadlines = deadlines;
        this.resolver = new GameResolver(games);
        this.policies = policies;
    }

    /**
     * The games a mail the robot could not read concerns, so that their moderators hear of it: the game its subject
     * names, when the robot hosts it, else every game its sender's address plays in. Nothing of the mail is trusted
     * beyond where to send the alert, and an alert tells a moderator no more than that the mail is kept.
     */
    public List<String> concernedGames(Connection c, String subject, String sender) throws SQLException {
        // By the game files' moderators, not the stored games: the fault may be a game whose state cannot be read.
        java.util.Set<String> ids = new java.util.LinkedHashSet<>();
        BlockSplitter.subjectGame(subject).filter(id -> !policies.moderators(id).isEmpty()).ifPresent(ids::add);
        if (ids.isEmpty() && sender != null && !sender.isBlank()) {
            for (PlayerRow p : players.byEmail(c, sender)) {
                ids.add(p.gameId());
            }
        }
        return List.copyOf(ids);
    }

    /** The moderators' addresses of a game, as its file names them. */
    public List<String> moderatorsOf(String gameId) {
        return policies.moderators(gameId);
    }

    /** Where the intake's own mails go (a change of address's code); set by the service that owns the outbox. */
    void mailsTo(AckQueue mails) {
        this.mails = mails;
    }

    public Acknowledgement process(Connection c, IncomingMail mail) throws SQLException {
        OrderMail parsed = BlockSplitter.split(mail.text(), mail.subject());
        List<String> notes = new ArrayList<>(parsed.notes());
        if (parsed.blocks().isEmpty()) {
            parsed = fromAttachment(mail, parsed, notes);
        }

        Optional<HostedGame> game = resolver.resolve(c, parsed, mail.from(), notes);
        List<BlockResult> results = new ArrayList<>();
        MailScope scope = new MailScope(hasher, id -> player(c, id), limits.mailFailures());
        if (mail.restricted()) {
            scope.restrict();
        }
        if (game.isPresent() && game.get().row().archived()) {
            notes.add("The game " + game.get().id() + " (" + game.get().row().title() + ") has been archived by its "
                    + "moderators: it takes no more orders.");
        } else if (game.isPresent()) {
            HostedGame g = game.get();
            List<String> named = parsed.blocks().stream().filter(Block.UnitBlock.class::isInstance)
                    .map(b -> g.unit(((Block.UnitBlock) b).unitId()).map(UnitInfo::id)).flatMap(Optional::stream)
                    .toList();
            if (named.size() > 1) {
                scope.readAhead(() -> players.assignments(c, g.id(), named));
            }
            int blockNo = 0;
            for (Block written : parsed.blocks()) {
                blockNo++;
                Optional<SignOff.Cut> cut = SignOff.find(written, isOrder(g));
                Block block = cut.map(SignOff.Cut::block).orElse(written);
                BlockResult result;
                if (block instanceof Block.UnitBlock u) {
                    result = unitBlock(c, g, u, blockNo, mail, parsed.checkOnly(), scope);
                } else {
                    result = playerBlock(c, g, (Block.PlayerBlock) block, mail, parsed.checkOnly(), scope);
                }
                results.add(cut.map(k -> result.withNote(signOffNote(k))).orElse(result));
            }
            if (parsed.standby().isPresent()) {
                notes.add(standbys.handle(c, g, policies.file(g.id()), parsed.standby().get(), mail,
                        parsed.checkOnly(), mails));
            }
            if (parsed.blocks().isEmpty() && parsed.standby().isEmpty()) {
                notes.add("No orders were found. A block of orders starts with a line "
                        + "'UNIT <unit id> PASSWORD <your password>'.");
            }
            if (scope.authenticated.isEmpty()) {
                policies.observers(g.id()).stream().filter(o -> o.email().equalsIgnoreCase(mail.from())).findFirst()
                        .ifPresent(o -> notes.add(observerNote(g, o)));
            }
            notes.addAll(scope.limitNotes);
            if (scope.authenticated.isEmpty() && results.stream().anyMatch(r -> !r.accepted())
                    && !registered(c, g, mail, scope).isEmpty()) {
                notes.add("No password in this mail was right, so nothing shows who wrote it: anyone can put an "
                        + "address (here " + mail.from() + ") into a mail's From. If you did not write it, someone "
                        + "else used your address; nothing in it took effect, and you need do nothing.");
            }
        }
        // The reply goes to the sender, and to each player the mail proved to be who wrote from another address.
        Set<String> recipients = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        List<String> to = new ArrayList<>();
        if (!mail.from().isEmpty() && recipients.add(mail.from())) {
            to.add(mail.from());
        }
        for (PlayerRow p : scope.authenticated.values()) {
            if (recipients.add(p.email())) {
                to.add(p.email());
            }
        }
        String zone = scope.authenticated.values().stream().map(PlayerRow::timeZone).filter(z -> !z.isEmpty())
                .findFirst().orElse("");
        // A refused moderator command is told to every moderator, the one whose address it bore included.
        List<OwnerNotice> notices = scope.notices.values().stream()
                .filter(n -> n.kind().alwaysSent() || !recipients.contains(n.email()))
                .toList();
        String gameId = game.map(HostedGame::id).orElse("");
        Acknowledgement ack = new Acknowledgement(mail.inboxId(), gameId, mail.messageId(), mail.subject(), to,
                parsed.checkOnly(), results, notes, notices, "",
                gameId.isEmpty() ? null : deadlines.next(gameId), zone, scope.help,
                game.map(g -> g.ruleset().id()).orElse(""), !scope.authenticated.isEmpty(),
                scope.owedChecks() == 0 ? Duration.ZERO : hasher.checkTime().multipliedBy(scope.owedChecks()));
        log.info("intake mail {} for game {}: {} accepted, {} rejected{}{}", mail.inboxId(), ack.gameId(),
                ack.accepted(), ack.rejected(), ack.checkOnly() ? " (check only)" : "",
                notices.isEmpty() ? "" : ", " + notices.size() + " owner notices");
        return ack;
    }

    /** How the answer to an observer's mail begins; the short answer to an unregistered address keeps it. */
    static final String OBSERVER_NOTE = "You observe ";

    /**
     * The answer to mail from an observer's address (docs/moderators.md, "Observers"): he has no seat, so nothing he
     * writes is done, and his reports come by themselves, never earlier than the game file's delay.
     */
    private static String observerNote(HostedGame g, org.adjutant.config.ObserverConfig o) {
        int run = g.row().currentTurn();
        int due = run - o.delay();
        return OBSERVER_NOTE + g.row().title() + ": an observer sends no orders, requests or press, and nothing in "
                + "this mail was done. Your reports come by themselves, each turn's once " + o.delay()
                + (o.delay() == 1 ? " more turn has" : " more turns have") + " run after it, never earlier: "
                + (due >= 1 ? "you have had them up to " + g.turn(due).inText() + "; " + g.turn(due + 1).inText()
                + " follows once " + g.turn(run + 1).inText() + " has run." : "the first, of " + g.turn(1).inText()
                + ", follows once " + g.turn(1 + o.delay()).inText() + " has run.");
    }

    /** Orders in an attached text file (c2ng reads turn files so), taken when the body holds none. */
    private static OrderMail fromAttachment(IncomingMail mail, OrderMail body, List<String> notes) {
        for (DecodedMail.TextAttachment file : mail.attachments()) {
            OrderMail attached = BlockSplitter.split(file.text(), mail.subject());
            if (!attached.blocks().isEmpty()) {
                notes.add("Your mail's text held no orders; they were read from the attached file " + file.name()
                        + " (line numbers below are that file's).");
                notes.addAll(attached.notes());
                return new OrderMail(attached.blocks(), body.game().or(attached::game),
                        body.checkOnly() || attached.checkOnly(), List.of(), body.standby());
            }
        }
        return body;
    }

    static Predicate<String> isOrder(HostedGame g) {
        return line -> CoreLines.starts(line) || g.ruleset().startsAnOrder(line);
    }

    static String signOffNote(SignOff.Cut cut) {
        return "read up to line " + cut.lastLineRead() + "; the rest was taken as a signature";
    }

    private BlockResult unitBlock(Connection c, HostedGame g, Block.UnitBlock block, int blockNo, IncomingMail mail,
                                  boolean checkOnly, MailScope scope) throws SQLException {
        // Refusals name the id as written and read the same whether or not a unit has it (see NO_MATCH).
        String written = block.unitId().toUpperCase(Locale.ROOT);
        if (!block.problems().isEmpty()) {
            return BlockResult.rejected(written, block.headerLine(), block.problems());
        }
        Optional<UnitInfo> unit = g.unit(block.unitId());
        String unitId = unit.map(UnitInfo::id).orElse(written);
        Optional<PlayerRow> commander = Optional.empty();
        Optional<PlayerRow> deputy = Optional.empty();
        if (unit.isPresent()) {
            Assignment assignment = scope.assignment(unitId, () -> players.assignment(c, g.id(), unitId))
                    .orElse(new Assignment(g.id(), unitId, 0, 0));
            commander = scope.player(c, assignment.commanderId());
            deputy = scope.player(c, assignment.deputyId());
        }
        // Two seats always, each checked or, when empty, owed (the answer waits for it): the time tells nothing either.
        Optional<PlayerRow> seatOfCommander = commander;
        List<Optional<PlayerRow>> seats = List.of(commander,
                deputy.filter(d -> seatOfCommander.filter(k -> k.id() == d.id()).isEmpty()));

        String password = block.password().reveal();
        String subject = PasswordThrottle.unitSubject(g, block.unitId());
        boolean proven = seats.stream().flatMap(Optional::stream)
                .anyMatch(p -> scope.proven(password, p.passwordHash()));
        PasswordThrottle.Guard guard = proven ? new PasswordThrottle.Guard.Open()
                : throttle.guard(c, subject, written, mail, scope, () -> !registered(c, g, mail, scope).isEmpty());
        if (guard instanceof PasswordThrottle.Guard.Refused refused) {
            return BlockResult.rejected(written, block.headerLine(), List.of(new Problem(block.headerLine(),
                    refused.reason())));
        }
        int failedBefore = scope.failures();
        QueuedBlock.Role role = null;
        PlayerRow sender = null;
        MailScope.Judged judged;
        if (guard instanceof PasswordThrottle.Guard.OwnOnly) {
            List<PlayerRow> own = registered(c, g, mail, scope);
            judged = scope.judge(g.id(), password, own.stream().map(Optional::of).toList(), true);
            if (judged.proved()) {
                PlayerRow p = own.get(judged.seat());
                // His own password shows who wrote the mail, even if the unit is not his: he is answered.
                scope.authenticated.putIfAbsent(p.id(), p);
                if (seats.get(0).filter(k -> k.id() == p.id()).isPresent()) {
                    role = QueuedBlock.Role.COMMANDER;
                    sender = p;
                } else if (deputy.filter(d -> d.id() == p.id()).isPresent()) {
                    role = QueuedBlock.Role.DEPUTY;
                    sender = p;
                }
            }
        } else {
            judged = scope.judge(subject, password, seats, false);
            if (judged.proved()) {
                sender = seats.get(judged.seat()).orElseThrow();
                role = judged.seat() == 0 ? QueuedBlock.Role.COMMANDER : QueuedBlock.Role.DEPUTY;
            }
        }
        if (sender == null) {
            String reason = judged.checked() ? NO_MATCH
                    : "not checked: this mail already gave " + scope.maxFailures() + " passwords that did not match; "
                    + "send the orders for " + written + " again with the right password";
            commander.ifPresent(p -> scope.notice(g, p, OwnerNotice.Kind.REFUSED, unitId, mail, ""));
            deputy.ifPresent(p -> scope.notice(g, p, OwnerNotice.Kind.REFUSED, unitId, mail, ""));
            if (scope.failures() > failedBefore) {
                List<PlayerRow> owners = new ArrayList<>();
                commander.ifPresent(owners::add);
                seats.get(1).ifPresent(owners::add);
                throttle.failed(c, g, subject, written, mail, scope, owners);
            }
            return BlockResult.rejected(written, block.headerLine(), List.of(new Problem(block.headerLine(), reason)));
        }
        scope.authenticated.putIfAbsent(sender.id(), sender);

        // A player's requests may stand in a UNIT block too; the other lines are the unit's orders.
        List<Line> orderLines = new ArrayList<>();
        List<CommandLines.Request> asked = new ArrayList<>();
        List<Problem> requestProblems = new ArrayList<>();
        for (Line line : block.body()) {
            Optional<CoreLines.Read> read = CommandLines.readRequest(line);
            if (read.isPresent() && read.get() instanceof CoreLines.Read.Request r) {
                asked.add(r.request());
            } else if (read.isPresent() && read.get() instanceof CoreLines.Read.Refused r) {
                requestProblems.add(r.problem());
            } else {
                orderLines.add(line);
            }
        }
        if (!requestProblems.isEmpty()) {
            return BlockResult.rejected(unitId, block.headerLine(), requestProblems);
        }
        List<String> answers = List.of();
        List<String> askedForms = List.of();
        if (!asked.isEmpty()) {
            PlayerRequests.Outcome done = requests.handle(c, g, sender, asked, mail, checkOnly, deadlines.next(g.id()),
                    policies, mails);
            if (done.help()) {
                scope.help = "player";
            }
            answers = done.answers();
            askedForms = done.echoed();
            if (orderLines.isEmpty()) {
                return new BlockResult(unitId, block.headerLine(), true, roleWords(role, sender), done.echoed(),
                        List.of(), List.of("requests only: nothing was queued, the orders of " + unitId
                        + " are unchanged"), answers, askedForms);
            }
        }

        BlockVerdict verdict = g.ruleset().check(g.state(), unitId, orderLines);
        if (!verdict.isAccepted()) {
            return BlockResult.rejected(unitId, block.headerLine(), verdict.problems());
        }
        if (!checkOnly) {
            queue.enqueue(c, new QueuedBlock(0, g.id(), unitId, mail.inboxId(), blockNo, sender.id(), role,
                    mail.from(), mail.receivedAt(), verdict.normalForm()));
            if (role == QueuedBlock.Role.DEPUTY) {
                PlayerRow deputyWho = sender;
                commander.filter(p -> p.id() != deputyWho.id()).ifPresent(p -> scope.notice(g, p,
                        OwnerNotice.Kind.DEPUTY_ORDERS, unitId, mail, deputyWho.name()));
            }
        }
        return new BlockResult(unitId, block.headerLine(), true, roleWords(role, sender), verdict.normalForm(),
                List.of(), List.of(), answers, askedForms);
    }

    private BlockResult playerBlock(Connection c, HostedGame g, Block.PlayerBlock block, IncomingMail mail,
                                    boolean checkOnly, MailScope scope) throws SQLException {
        String title = "player " + block.who();
        if (!block.problems().isEmpty()) {
            return BlockResult.rejected(title, block.headerLine(), block.problems());
        }
        if (PasswordReset.asks(block.body())) {
            return passwordReset.handle(c, g, block, mail, checkOnly, scope, hasher, mails);
        }
        Optional<PlayerRow> found = players.lookup(c, g.id(), block.who());
        String password = block.password().reveal();
        // Counted and locked by the name as written, whether or not a player bears it: the lock's refusal must not
        // tell a guesser more than "unknown player or wrong password" does.
        String subject = PasswordThrottle.playerSubject(g, block.who());
        String what = "player '" + block.who() + "'";
        PasswordThrottle.Guard guard = found.isPresent() && scope.proven(password, found.get().passwordHash())
                ? new PasswordThrottle.Guard.Open()
                : throttle.guard(c, subject, what, mail, scope, () -> !registered(c, g, mail, scope).isEmpty());
        if (guard instanceof PasswordThrottle.Guard.Refused locked) {
            if (ModeratorMail.isModerators(found, block.body().stream().map(CoreLines::read).toList())) {
                moderatorMail.auditLocked(c, g, block, mail, locked.reason());
            }
            return BlockResult.rejected(title, block.headerLine(), List.of(new Problem(block.headerLine(),
                    locked.reason())));
        }
        int failedBefore = scope.failures();
        boolean passwordOk;
        MailScope.Judged judged;
        if (guard instanceof PasswordThrottle.Guard.OwnOnly) {
            List<PlayerRow> own = registered(c, g, mail, scope);
            judged = scope.judge(g.id(), password, own.stream().map(Optional::of).toList(), true);
            if (judged.proved()) {
                scope.authenticated.putIfAbsent(own.get(judged.seat()).id(), own.get(judged.seat()));
            }
            passwordOk = judged.proved() && found.filter(p -> p.id() == own.get(judged.seat()).id()).isPresent();
        } else {
            // One seat, checked against a stand-in when no player has the name: the cost tells nothing either.
            judged = scope.judge(subject, password, List.of(found), false);
            passwordOk = judged.proved();
        }
        if (scope.failures() > failedBefore) {
            throttle.failed(c, g, subject, what, mail, scope, found.map(List::of).orElse(List.of()));
        }
        List<CoreLines.Read> reads = block.body().stream().map(CoreLines::read).toList();
        if (ModeratorMail.isModerators(found, reads)) {
            ModeratorMail.Result r = moderatorMail.handle(c, g, block, found, passwordOk, mail, checkOnly, scope,
                    policies.moderators(g.id()));
            if (r.help()) {
                scope.help = "moderator";
            }
            return r.block();
        }
        if (!passwordOk) {
            found.ifPresent(p -> scope.notice(g, p, OwnerNotice.Kind.PLAYER_REFUSED, "player " + p.handle(), mail,
                    ""));
            return BlockResult.rejected(title, block.headerLine(), List.of(new Problem(block.headerLine(),
                    judged.checked() ? "unknown player or wrong password for '" + block.who() + "'"
                    : "not checked: this mail already gave " + scope.maxFailures() + " passwords that did not "
                    + "match; send this block again with the right password")));
        }
        PlayerRow player = found.get();
        scope.authenticated.putIfAbsent(player.id(), player);
        List<Problem> problems = new ArrayList<>();
        // Letters to other players first: their text is the writer's, never read as orders or requests.
        PressLines.Split press = PressLines.split(block.body(), block.afterBlank());
        problems.addAll(press.problems());
        List<PressDesk.Addressed> letters = pressDesk.address(c, g, player, press.letters(), problems);
        List<AdminChange> changes = new ArrayList<>();
        List<Line> officeLines = new ArrayList<>();
        List<CommandLines.Request> asked = new ArrayList<>();
        for (Line line : press.rest()) {
            CoreLines.Read read = CoreLines.read(line);
            if (read instanceof CoreLines.Read.Request r) {
                asked.add(r.request());
            } else if (read instanceof CoreLines.Read.NewPassword np) {
                changes.add(new AdminChange.NewPassword(np.password()));
            } else if (read instanceof CoreLines.Read.Assign a) {
                assignment(c, g, player, line, a, problems).ifPresent(changes::add);
            } else if (read instanceof CoreLines.Read.TimeZone tz) {
                changes.add(new AdminChange.TimeZone(tz.zone()));
            } else if (read instanceof CoreLines.Read.Refused r) {
                problems.add(r.problem());
            } else {
                officeLines.add(line);
            }
        }
        List<String> officeOrders = List.of();
        List<String> officeNotes = List.of();
        if (!officeLines.isEmpty()) {
            BlockVerdict verdict = g.ruleset().checkOffice(g.state(), player.offices(), commandedBy(c, g, player.id()),
                    officeLines, queuedOffices(c, g, player, mail));
            problems.addAll(verdict.problems());
            officeOrders = verdict.normalForm();
            officeNotes = verdict.notes();
        }
        if (!problems.isEmpty()) {
            problems.sort(java.util.Comparator.comparingInt(Problem::line));
            return BlockResult.rejected(title, block.headerLine(), problems);
        }
        List<String> echoed = new ArrayList<>();
        List<String> askedForms = new ArrayList<>();
        for (AdminChange change : changes) {
            echoed.add(change.normalForm());
            if (!(change instanceof AdminChange.Assign)) {
                askedForms.add(change.normalForm());
            }
            if (!checkOnly) {
                apply(c, g, player, change, mail.receivedAt());
                scope.forget();
                if (change instanceof AdminChange.TimeZone tz) {
                    // The reply to this very mail already shows deadlines in the zone just chosen.
                    scope.authenticated.put(player.id(), player.withTimeZone(tz.zone()));
                }
            }
        }
        echoed.addAll(officeOrders);
        if (!officeOrders.isEmpty() && !checkOnly) {
            queue.enqueue(c, new QueuedBlock(0, g.id(), officeKey(c, g, player), mail.inboxId(), 0, player.id(),
                    QueuedBlock.Role.COMMANDER, mail.from(), mail.receivedAt(), officeOrders));
        }
        List<String> answers = new ArrayList<>();
        if (!letters.isEmpty()) {
            for (PressDesk.Addressed l : letters) {
                echoed.add(l.letter().normalForm());
                askedForms.add(l.letter().normalForm());
            }
            answers.addAll(pressDesk.send(c, g, player, letters, mail, checkOnly, policies.press(g.id()),
                    deadlines.next(g.id()), policies.moderators(g.id()), mails));
        }
        if (!asked.isEmpty()) {
            PlayerRow now = scope.authenticated.getOrDefault(player.id(), player);
            PlayerRequests.Outcome done = requests.handle(c, g, now, asked, mail, checkOnly, deadlines.next(g.id()),
                    policies, mails);
            if (done.help()) {
                scope.help = "player";
            }
            echoed.addAll(done.echoed());
            askedForms.addAll(done.echoed());
            answers.addAll(done.answers());
        }
        return new BlockResult(title, block.headerLine(), true, player.name(), echoed, List.of(), officeNotes,
                answers, askedForms);
    }

    /**
     * The other players' office blocks queued for the coming turn before this mail, effective ones only, in the order
     * they arrived (docs/rules/sow.md 18.2-18.4); the player's own earlier block is left out, as this one replaces it.
     */
    private Map<String, List<String>> queuedOffices(Connection c, HostedGame g, PlayerRow player, IncomingMail mail)
            throws SQLException {
        Map<String, List<String>> queued = new java.util.LinkedHashMap<>(EffectiveOrders.offices(
                EffectiveOrders.select(queue.pending(c, g.id(), mail.receivedAt()))));
        queued.remove(officeKey(c, g, player).substring(1));
        return queued;
    }

    /**
     * Office orders wait in the queue marked by a leading '@', under the role slot the turn reads them from: the slot
     * the ruleset names for an office the player holds ({@code Ruleset.officeSlot}: a moderator may have given him an
     * office of another slot, docs/moderators.md "OFFICE"), else his own role (or name). A player whose own role is
     * the slot of an office now held by another gets a key of his own, so that neither block replaces the other.
     */
    public static String officeKey(Connection c, HostedGame g, PlayerRow player) throws SQLException {
        Optional<String> slot = new java.util.TreeSet<>(player.offices()).stream()
                .map(o -> g.ruleset().officeSlot(g.state(), o)).flatMap(Optional::stream).findFirst();
        if (slot.isPresent()) {
            return "@" + slot.get();
        }
        String own = player.role().isEmpty() ? player.name() : player.role();
        for (PlayerRow other : new PlayerStore().players(c, g.id())) {
            if (other.id() != player.id() && !other.retired() && other.offices().stream()
                    .anyMatch(o -> g.ruleset().officeSlot(g.state(), o).filter(own::equals).isPresent())) {
                return "@" + own + "/" + player.id();
            }
        }
        return "@" + own;
    }

    private Optional<AdminChange> assignment(Connection c, HostedGame g, PlayerRow actor, Line line,
                                             CoreLines.Read.Assign m, List<Problem> problems) throws SQLException {
        Optional<UnitInfo> unit = g.unit(m.unit());
        Set<String> commanded = commandedBy(c, g, actor.id());
        // An id no unit has gets the answer another state's unit gets: ASSIGN must not map the enemy's units either.
        if (!actor.moderator() && (unit.isEmpty()
                || !g.ruleset().mayAssign(g.state(), actor.offices(), commanded, unit.get().id()))) {
            problems.add(Problem.at(line, "you may not reassign " + m.unit().toUpperCase(Locale.ROOT)
                    + ": that is for the War Minister, Prime Minister or Monarch of its state or an army-HQ commander"
                    + " of that state"));
            return Optional.empty();
        }
        if (unit.isEmpty()) {
            problems.add(Problem.at(line, "there is no unit " + m.unit().toUpperCase(Locale.ROOT)
                    + " in this game"));
            return Optional.empty();
        }
        String unitId = unit.get().id();
        Assignment now = players.assignment(c, g.id(), unitId).orElse(new Assignment(g.id(), unitId, 0, 0));
        long commander = now.commanderId();
        long deputy = now.deputyId();
        if (m.commander() != null) {
            Optional<PlayerRow> p = players.lookup(c, g.id(), m.commander());
            if (p.isEmpty()) {
                problems.add(Problem.at(line, "no player '" + m.commander() + "' in this game"));
                return Optional.empty();
            }
            commander = p.get().id();
        }
        if (m.deputy() != null) {
            Optional<PlayerRow> p = players.lookup(c, g.id(), m.deputy());
            if (p.isEmpty()) {
                problems.add(Problem.at(line, "no player '" + m.deputy() + "' in this game"));
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
        } else if (change instanceof AdminChange.TimeZone tz) {
            players.setTimeZone(c, actor.id(), tz.zone());
        } else if (change instanceof AdminChange.Assign a) {
            players.assign(c, g.id(), a.unitId(), a.commanderId(), a.deputyId(), at,
                    "by " + actor.name() + ": " + a.normalForm());
        }
    }

    /** The units {@code playerId} commands in {@code g}, as an office block is checked against (GITM 3.4). */
    static Set<String> commandedBy(Connection c, HostedGame g, long playerId) throws SQLException {
        Set<String> units = new LinkedHashSet<>();
        for (Assignment a : new PlayerStore().assignments(c, g.id())) {
            if (a.commanderId() == playerId) {
                units.add(a.unitId());
            }
        }
        return units;
    }

    /** The players of {@code g} registered at the address the mail came from (unverified: From can be forged). */
    private List<PlayerRow> registered(Connection c, HostedGame g, IncomingMail mail, MailScope scope)
            throws SQLException {
        return scope.registered(() -> mail.from().isEmpty() ? List.of() : players.byEmail(c, mail.from()).stream()
                .filter(p -> p.gameId().equals(g.id())).toList());
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

        record TimeZone(String zone) implements AdminChange {
            @Override
            public String normalForm() {
                return zone.isEmpty() ? "TIME ZONE GAME (deadlines in the game's time zone only)" : "TIME ZONE " + zone;
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
