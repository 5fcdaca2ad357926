package org.adjutant.turn;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.game.GameRegistry;
import org.adjutant.game.HostedGame;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.Database;
import org.adjutant.store.GameStore;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.RollbackStore;
import org.adjutant.store.TurnStore;

/**
 * {@code ROLLBACK TO <turn>} (turn n as the robot counts them): turns n to the last are run again from the position
 * before turn n and their stored frozen orders, with a moderator's edits to some units' orders of turn n. The engine
 * is deterministic, so with no edit the re-run reaches the very states stored; an edit changes what follows, and a
 * later turn's frozen orders that no longer fit the new position are checked again (those refused give way to
 * default orders, and the result says which). Everything is computed before one transaction replaces the turns; the old turns are kept
 * ({@code rolled_back_turn}). The turns' reports are then owed again, as corrections: the robot's usual recovery of
 * owed reports draws and sends them ({@link TurnRunner#finishPendingReports}), keyed by the turn's new revision so
 * the outbox takes them as new mails.
 */
public final class Rollback {
    private final Database db;
    private final GameRegistry games;
    private final GameStore gameStore = new GameStore();
    private final TurnStore turnStore = new TurnStore();
    private final OrderQueueStore queueStore = new OrderQueueStore();
    private final RollbackStore archive = new RollbackStore();
    private final org.adjutant.store.AdjustmentStore adjustments = new org.adjutant.store.AdjustmentStore();

    public Rollback(Database db, GameRegistry games) {
        this.db = db;
        this.games = games;
    }

    /** What a rollback did, or why it did nothing ({@code done} false, {@code lines} the reasons). */
    public record Result(boolean done, int from, int to, boolean samePosition, List<String> lines) {
        public Result {
            lines = List.copyOf(lines);
        }
    }

    /** A unit's orders for the first re-run turn, as the moderator wrote them. */
    public record Edit(String unit, List<String> lines) {
        public Edit {
            lines = List.copyOf(lines);
        }
    }

    public Result rollback(String gameId, int toTurn, List<Edit> edits, String actor, Instant now) {
        HostedGame game = games.game(gameId).orElseThrow(() -> new IllegalArgumentException("no game " + gameId));
        Ruleset ruleset = game.ruleset();
        int last = game.row().currentTurn();
        if (game.row().archived()) {
            return refused("the game is archived");
        }
        if (toTurn < 1 || toTurn > last) {
            return refused(last == 0 ? "no turn has run yet" : "the turns run so far are " + game.turns(1, last));
        }
        GameState start = ruleset.decode(db.read(c -> gameStore.loadState(c, gameId, toTurn - 1)));
        Map<String, List<String>> edited = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (Edit e : edits) {
            Optional<UnitInfo> unit = ruleset.units(start).stream()
                    .filter(u -> u.id().equalsIgnoreCase(e.unit().replaceAll("[\\s_-]", ""))).findFirst();
            if (unit.isEmpty()) {
                problems.add("ORDERS " + e.unit().toUpperCase(Locale.ROOT) + ": there is no such unit before "
                        + game.turn(toTurn).inText());
                continue;
            }
            List<Line> body = new ArrayList<>();
            for (int i = 0; i < e.lines().size(); i++) {
                body.add(new Line(i + 1, e.lines().get(i)));
            }
            BlockVerdict v = ruleset.check(start, unit.get().id(), body);
            if (!v.isAccepted()) {
                v.problems().forEach(p -> problems.add("ORDERS " + unit.get().id() + ", line " + p.line() + ": "
                        + p.reason()));
            } else {
                edited.put(unit.get().id(), v.normalForm());
            }
        }
        if (!problems.isEmpty()) {
            return new Result(false, toTurn, last, false, problems);
        }

        List<Rerun> reruns = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        GameState state = start;
        boolean same = true;
        for (int t = toTurn; t <= last; t++) {
            int turn = t;
            List<TurnStore.FrozenOrders> stored = db.read(c -> turnStore.orders(c, gameId, turn));
            List<QueuedBlock> blocks = db.read(c -> queueStore.frozen(c, gameId, turn));
            Map<String, TurnStore.FrozenOrders> byUnit = new LinkedHashMap<>();
            stored.forEach(f -> byUnit.put(f.unitId(), f));
            List<TurnStore.FrozenOrders> frozen = new ArrayList<>();
            for (UnitInfo u : ruleset.units(state)) {
                TurnStore.FrozenOrders f = byUnit.get(u.id());
                if (turn == toTurn && edited.containsKey(u.id())) {
                    frozen.add(new TurnStore.FrozenOrders(u.id(), "EDITED", 0, edited.get(u.id())));
                } else if (f != null && !f.source().equals("DEFAULT") && (same || fits(ruleset, state, f))) {
                    frozen.add(f);
                } else {
                    if (f != null && !f.source().equals("DEFAULT")) {
                        lines.add(game.turn(turn).title() + ": the orders of " + u.id() + " no longer fit the "
                                + "corrected position; it followed its default orders");
                    }
                    frozen.add(new TurnStore.FrozenOrders(u.id(), "DEFAULT", 0, ruleset.defaultOrders(state,
                            u.id())));
                }
            }
            TurnOutcome outcome = TurnReplay.resolve(ruleset, state, turn, frozen,
                    TurnReplay.officeOrders(EffectiveOrders.select(blocks)), game.row().seed());
            // The moderators' corrections of the position this turn left are inputs of the history: applied again,
            // in order, at the same point (docs/moderators.md, "ADJUST").
            GameState next = outcome.next();
            for (String what : db.read(c -> adjustments.after(c, gameId, turn))) {
                try {
                    next = ruleset.adjust(next, what).next();
                } catch (IllegalArgumentException e) {
                    lines.add(game.turn(turn).title() + ": the adjustment " + what + " no longer applies to the "
                            + "corrected position (" + e.getMessage() + "); left out");
                }
            }
            String after = ruleset.encode(next);
            String before = db.read(c -> gameStore.loadState(c, gameId, turn));
            boolean unchanged = after.equals(before);
            same &= unchanged;
            reruns.add(new Rerun(turn, frozen, outcome, after, before));
            lines.add(game.turn(turn).title() + ": run again, " + (unchanged ? "the same position as before"
                    : "a different position from before"));
            state = next;
        }
        boolean samePosition = same;
        String editText = edits.stream().map(e -> "ORDERS " + e.unit() + "\n    " + String.join("\n    ", e.lines())
                + "\nEND").reduce("", (a, b) -> a.isEmpty() ? b : a + "\n" + b);
        db.inTransaction(c -> {
            long id = archive.begin(c, gameId, toTurn, now, actor, editText);
            for (Rerun r : reruns) {
                int revision = turnStore.revision(c, gameId, r.turn) + 1;
                archive.keep(c, id, gameId, r.turn, revision - 1, r.oldState, turnStore.orders(c, gameId, r.turn),
                        turnStore.events(c, gameId, r.turn), turnStore.summary(c, gameId, r.turn));
                turnStore.clearOrdersAndEvents(c, gameId, r.turn);
                turnStore.insertOrders(c, gameId, r.turn, r.frozen);
                turnStore.insertEvents(c, gameId, r.turn, events(r.outcome));
                gameStore.replaceState(c, gameId, r.turn, r.newState);
                turnStore.revise(c, gameId, r.turn, revision, "turn " + r.turn + " run again by rollback #" + id
                        + " (revision " + revision + "): " + r.outcome.events().size() + " events");
            }
            archive.summarise(c, id, String.join("; ", lines));
            return null;
        });
        games.refresh(gameId);
        return new Result(true, toTurn, last, samePosition, lines);
    }

    private static boolean fits(Ruleset ruleset, GameState state, TurnStore.FrozenOrders f) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < f.lines().size(); i++) {
            body.add(new Line(i + 1, f.lines().get(i)));
        }
        return body.isEmpty() || ruleset.check(state, f.unitId(), body).isAccepted();
    }

    private static List<TurnStore.StoredEvent> events(TurnOutcome outcome) {
        List<TurnStore.StoredEvent> events = new ArrayList<>();
        int seq = 0;
        for (TurnEvent e : outcome.events()) {
            events.add(new TurnStore.StoredEvent(++seq, e.phase(), e.kind(), e.describe(),
                    List.copyOf(e.visibility().observers())));
        }
        return events;
    }

    private static Result refused(String why) {
        return new Result(false, 0, 0, false, List.of(why));
    }

    private record Rerun(int turn, List<TurnStore.FrozenOrders> frozen, TurnOutcome outcome, String newState,
                         String oldState) {
    }
}
