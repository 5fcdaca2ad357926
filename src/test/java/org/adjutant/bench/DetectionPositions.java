package org.adjutant.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.SyntheticStrategicMap;
import org.adjutant.gitm.state.Alliances;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.SeededDice;

/**
 * A made-up but war-like position for the detection benchmark: {@code units} units of five states (the US, three
 * Mexican states, neutral Yucatan) on the synthetic 140 x 110 theatre, gathered in armies of 5 to 60 units spread
 * over a few neighbouring squares (so flags, screens and estimates all get work), one unit in twenty inactive, one
 * in fifty shattered; about four units per player, each with a deputy who commands other units too.
 */
public final class DetectionPositions {
    private static final String[] STATES = {"US", "MEX", "NE", "TAM", "YUC"};
    /** Whose army comes next: the US fields half the armies, Yucatan one in eight. */
    private static final String[] ARMIES = {"US", "MEX", "US", "NE", "US", "TAM", "US", "YUC"};
    private static final UnitType[] MIX = {UnitType.IN, UnitType.IN, UnitType.IN, UnitType.LI, UnitType.IN,
            UnitType.LC, UnitType.MC, UnitType.NC, UnitType.MA, UnitType.LA, UnitType.MI, UnitType.IN};
    static final int UNITS_PER_PLAYER = 4;

    /** The position, its map, and one recipient per player. */
    public record Position(GitmState state, StrategicMap map, List<Recipient> players) {
    }

    private DetectionPositions() {
    }

    public static Position of(int units, long seed) {
        SyntheticStrategicMap map = new SyntheticStrategicMap(1846);
        SeededDice dice = SeededDice.forTurn(seed, units);
        List<StrategicSquare> land = map.squares().filter(s -> map.terrain(s).isPassable()).toList();
        SortedMap<String, Polity> states = new TreeMap<>();
        for (String id : STATES) {
            Nation nation = id.equals("US") ? Nation.US : Nation.MX;
            states.put(id, new Polity(id, id, nation, 1000, "minister-" + id.toLowerCase(java.util.Locale.ROOT)));
        }
        SortedMap<UnitId, Unit> placed = new TreeMap<>();
        int[] next = new int[2];
        int made = 0;
        int army = 0;
        while (made < units) {
            String state = ARMIES[army % ARMIES.length];
            Nation nation = states.get(state).nation();
            StrategicSquare centre = land.get(dice.roll("army centre", land.size()) - 1);
            int size = Math.min(units - made, 4 + dice.roll("army size", 56));
            for (int k = 0; k < size; k++) {
                UnitType type = k == 0 ? UnitType.AQ : k % 12 == 1 ? UnitType.CQ
                        : MIX[dice.roll("type", MIX.length) - 1];
                int number = ++next[nation.ordinal()];
                int col = clamp(centre.col() + dice.roll("dx", 5) - 3, StrategicSquare.COLUMNS);
                int row = clamp(centre.row() + dice.roll("dy", 5) - 3, StrategicSquare.ROWS);
                TacticalSquare t = new TacticalSquare(dice.roll("tc", 15) - 1, dice.roll("tr", 15) - 1);
                int r = dice.roll("readiness", 100);
                Readiness readiness = r <= 2 ? Readiness.SHATTERED : r <= 7 ? Readiness.INACTIVE : Readiness.ACTIVE;
                String player = state.toLowerCase(java.util.Locale.ROOT) + "-" + (made / UNITS_PER_PLAYER);
                String deputy = state.toLowerCase(java.util.Locale.ROOT) + "-" + ((made + 2) / UNITS_PER_PLAYER);
                Unit u = Unit.builder(new UnitId(nation, number, type), state).commander(player).deputy(deputy)
                        .location(new Location(new StrategicSquare(col, row), t)).readiness(readiness)
                        .men(type == UnitType.LC ? 200 + dice.roll("men", 800) : defaultMen(type)).build();
                placed.put(u.id(), u);
                made++;
            }
            army++;
        }
        GitmState state = new GitmState("detection benchmark", new MapRef.Named(map.id()), 1, 5, states,
                Alliances.byNation(Set.of("YUC")), new TreeMap<>(), placed, new TreeMap<>());
        return new Position(state, map, recipients(state));
    }

    private static int defaultMen(UnitType type) {
        return org.adjutant.gitm.unit.SizeLimits.defaultStrength(type);
    }

    private static int clamp(int v, int size) {
        return Math.max(0, Math.min(size - 1, v));
    }

    private static List<Recipient> recipients(GitmState state) {
        Map<String, Set<String>> commands = new TreeMap<>();
        Map<String, Set<String>> deputies = new TreeMap<>();
        for (Unit u : state.units()) {
            commands.computeIfAbsent(u.commander(), k -> new TreeSet<>()).add(u.id().toString());
            deputies.computeIfAbsent(u.deputy(), k -> new TreeSet<>()).add(u.id().toString());
        }
        Set<String> names = new TreeSet<>(commands.keySet());
        names.addAll(deputies.keySet());
        List<Recipient> players = new ArrayList<>();
        for (String name : names) {
            players.add(new Recipient(name, name + "@example.org", commands.getOrDefault(name, Set.of()),
                    deputies.getOrDefault(name, Set.of()), Set.of(), false));
        }
        return players;
    }
}
