package org.adjutant.turn;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.game.GameRegistry;
import org.adjutant.game.HostedGame;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.ruleset.UnitOrders;
import org.adjutant.store.Assignment;
import org.adjutant.store.Database;
import org.adjutant.store.GameStore;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.TurnStore;

/**
 * A stored turn run again: from the state before it, its frozen orders and its seed, which the engine turns into the
 * very state the turn stored (the engine is deterministic, and this is checked). What re-draws reports after a crash,
 * re-sends a player's reports, draws the final truth, and what a rollback builds on. If the replay does not reach
 * the stored state nothing is drawn from guesses: it throws.
 */
public final class TurnReplay {
    private final Database db;
    private final GameRegistry games;
    private final GameStore gameStore = new GameStore();
    private final PlayerStore playerStore = new PlayerStore();
    private final OrderQueueStore queueStore = new OrderQueueStore();
    private final TurnStore turnStore = new TurnStore();

    public TurnReplay(Database db, GameRegistry games) {
        this.db = db;
        this.games = games;
    }

    /** A turn replayed: the position before it, what happened, the orders each unit executed. */
    public record Replayed(HostedGame game, GameState before, int turn, TurnOutcome outcome,
                           List<TurnStore.FrozenOrders> frozen) {
        public Replayed {
            frozen = List.copyOf(frozen);
        }
    }

    /** Replays turn {@code turn} of the game and checks that it reaches the state the turn stored. */
    public Replayed replay(String gameId, int turn) {
        HostedGame game = games.game(gameId).orElseThrow(() -> new IllegalStateException("no game " + gameId));
        Ruleset ruleset = game.ruleset();
        String[] before = new String[1];
        String[] after = new String[1];
        List<TurnStore.FrozenOrders> stored = new ArrayList<>();
        List<QueuedBlock> blocks = new ArrayList<>();
        db.read(c -> {
            before[0] = gameStore.loadState(c, gameId, turn - 1);
            after[0] = gameStore.loadState(c, gameId, turn);
            stored.addAll(turnStore.orders(c, gameId, turn));
            blocks.addAll(queueStore.frozen(c, gameId, turn));
            return null;
        });
        GameState start = ruleset.decode(before[0]);
        Map<String, TurnStore.FrozenOrders> byUnit = new LinkedHashMap<>();
        stored.forEach(f -> byUnit.put(f.unitId(), f));
        List<TurnStore.FrozenOrders> frozen = new ArrayList<>();
        for (UnitInfo unit : ruleset.units(start)) {
            TurnStore.FrozenOrders f = byUnit.get(unit.id());
            if (f != null) {
                frozen.add(f);
            }
        }
        TurnOutcome outcome = resolve(ruleset, start, turn, frozen, officeOrders(EffectiveOrders.select(blocks)),
                game.row().seed());
        if (!ruleset.encode(outcome.next()).equals(after[0])) {
            throw new IllegalStateException("turn " + turn + " of game " + gameId + " does not replay to the state it "
                    + "stored, so its reports cannot be rebuilt");
        }
        return new Replayed(game, start, turn, outcome, frozen);
    }

    /** Resolves a turn from frozen orders (an EDITED unit's orders are submitted orders to the engine). */
    static TurnOutcome resolve(Ruleset ruleset, GameState before, int turn, List<TurnStore.FrozenOrders> frozen,
                               Map<String, List<String>> officeOrders, long seed) {
        Map<String, UnitOrders> orders = new TreeMap<>();
        for (TurnStore.FrozenOrders f : frozen) {
            UnitOrders.Source source = f.source().equals("DEFAULT") ? UnitOrders.Source.DEFAULT
                    : UnitOrders.Source.SUBMITTED;
            orders.put(f.unitId(), new UnitOrders(f.unitId(), source, f.lines()));
        }
        return ruleset.resolve(before, turn, orders, officeOrders, SeededDice.forTurn(seed, turn));
    }

    /** Orders of offices (a War Minister's), keyed in the queue by {@code @office}: see {@link EffectiveOrders#offices}. */
    static Map<String, List<String>> officeOrders(Map<String, QueuedBlock> effective) {
        return EffectiveOrders.offices(effective);
    }

    /**
     * Every player in his seat with units or offices, and every moderator address, each once (one mail per report):
     * what the units and offices each holds now entitle him to.
     */
    public List<Recipient> recipients(Connection c, String gameId, List<String> moderators) throws SQLException {
        Map<Long, Set<String>> commands = new TreeMap<>();
        Map<Long, Set<String>> deputies = new TreeMap<>();
        for (Assignment a : playerStore.assignments(c, gameId)) {
            if (a.commanderId() != 0) {
                commands.computeIfAbsent(a.commanderId(), k -> new TreeSet<>()).add(a.unitId());
            }
            if (a.deputyId() != 0) {
                deputies.computeIfAbsent(a.deputyId(), k -> new TreeSet<>()).add(a.unitId());
            }
        }
        List<Recipient> result = new ArrayList<>();
        Set<String> moderatorEmails = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        moderatorEmails.addAll(moderators);
        for (PlayerRow p : playerStore.players(c, gameId)) {
            if (p.retired()) {
                continue;
            }
            boolean moderator = p.moderator() || moderatorEmails.remove(p.email());
            Set<String> commanded = commands.getOrDefault(p.id(), Set.of());
            Set<String> deputy = deputies.getOrDefault(p.id(), Set.of());
            if (moderator || !commanded.isEmpty() || !deputy.isEmpty() || !p.offices().isEmpty()) {
                result.add(new Recipient(p.name(), p.email(), commanded, deputy, p.offices(), moderator));
            }
        }
        for (String email : moderatorEmails) {
            result.add(new Recipient("Moderator", email, Set.of(), Set.of(), Set.of(), true));
        }
        return result;
    }

    /** The zone each player chose to see deadlines in, by address (players without one left out). */
    public Map<String, String> zones(Connection c, String gameId) throws SQLException {
        Map<String, String> zones = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (PlayerRow p : playerStore.players(c, gameId)) {
            if (!p.timeZone().isEmpty() && !p.retired()) {
                zones.putIfAbsent(p.email(), p.timeZone());
            }
        }
        return zones;
    }

    /** The model every report template gets. */
    public static Map<String, Object> common(HostedGame game, int turn) {
        Map<String, Object> common = new LinkedHashMap<>();
        common.put("gameId", game.id());
        common.put("gameTitle", game.row().title());
        common.put("turn", turn);
        return common;
    }
}
