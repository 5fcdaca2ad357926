package org.adjutant.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.StrategicSoakTest;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.UnitOrders;

/**
 * The 1846 scenario scaled up for the turn benchmark: the order of battle is copied until it has the wanted number of
 * units, each copy numbered 100 higher and spread out over nearby passable squares (so no square goes past 200 units),
 * and every unit gets random strategic orders as in the soak test.
 */
public final class TurnScenario {
    public final StrategicMap map;
    public final GitmState state;
    public final Map<String, UnitOrders> orders;

    private TurnScenario(StrategicMap map, GitmState state, Map<String, UnitOrders> orders) {
        this.map = map;
        this.state = state;
        this.orders = orders;
    }

    public static TurnScenario scaled(int units) throws Exception {
        StrategicMap map = StrategicSoakTest.map();
        GitmState opening = StrategicSoakTest.opening(map).withTurn(1, 1);
        List<Unit> base = opening.units();
        List<Unit> all = new ArrayList<>();
        for (int copy = 0; all.size() < units; copy++) {
            for (Unit u : base) {
                if (all.size() == units) {
                    break;
                }
                if (copy == 0) {
                    all.add(u);
                    continue;
                }
                UnitId id = new UnitId(u.nation(), u.id().number() + 100 * copy, u.type());
                StrategicSquare at = spread(map, u, copy).orElse(u.location().strategic());
                all.add(u.toBuilder().id(id).name("").location(new org.adjutant.gitm.unit.Location(at,
                        u.location().tactical())).inFort(false).build());
            }
        }
        TreeMap<UnitId, Unit> byId = new TreeMap<>();
        all.forEach(u -> byId.put(u.id(), u));
        GitmState state = new GitmState(opening.title(), opening.map(), 1, 1, opening.states(), opening.alliances(),
                opening.cities(), byId, opening.roles());
        Dice d = SeededDice.forTurn(2000, 1).purpose("benchmark players");
        Map<String, UnitOrders> orders = new TreeMap<>();
        for (Unit u : state.units()) {
            String id = u.id().toString();
            orders.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, StrategicSoakTest.randomOrders(u, map, d)));
        }
        return new TurnScenario(map, state, orders);
    }

    /** The copy-th passable square on a small spiral around the unit, in its own nation for militia. */
    private static Optional<StrategicSquare> spread(StrategicMap map, Unit u, int copy) {
        StrategicSquare home = u.location().strategic();
        int seen = 0;
        for (int ring = 1; ring <= 12; ring++) {
            for (int dr = -ring; dr <= ring; dr++) {
                for (int dc = -ring; dc <= ring; dc++) {
                    if (Math.max(Math.abs(dr), Math.abs(dc)) != ring
                            || !StrategicSquare.onMap(home.col() + dc, home.row() + dr)) {
                        continue;
                    }
                    StrategicSquare s = new StrategicSquare(home.col() + dc, home.row() + dr);
                    Optional<SquareInfo> info = map.square(s);
                    if (info.isEmpty() || !info.get().terrain().isPassable() || info.get().state().equals("GUA")
                            || (u.type() == UnitType.MI && info.get().nation() != u.nation())) {
                        continue;
                    }
                    if (++seen == copy) {
                        return Optional.of(s);
                    }
                }
            }
        }
        return Optional.empty();
    }
}
