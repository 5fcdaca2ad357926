package org.adjutant.gitm.movement.tactical;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.combat.GitmBombardment;
import org.adjutant.gitm.combat.GitmCombat;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/**
 * Random small turns of tactical movement, one per seed: a crowded G1-V1 (a river with fords or a range with passes,
 * water and high hills, sometimes a fortified city, besieged or not) with US, NE, NM and neutral Yucatan units under
 * random tactical orders (moves with waypoints, start phases, fords and passes, fort moves, engage, support,
 * intercept, postures), a few marching in or out, and a scripted combat that makes some fail morale checks or fall
 * back. The {@link #transcript} of a turn (every event, every battle handed to combat, every roll in order, every unit
 * at the end) pins the tactical engine's whole behaviour, tie-breaks included: {@link TacticalSoakTest} replays it for
 * determinism and invariants, {@link TacticalReplay} prints digests to compare two versions of the code.
 */
final class RandomTacticalTurns {
    static final String SQ = "G1-V1";
    private static final String[] STATES = {"US", "US", "US", "NE", "NE", "NM", "YUC"};
    private static final String[] TYPES = {"IN", "IN", "LI", "LC", "MC", "NC", "HA", "LA", "MA", "CQ", "AQ", "MI"};
    private static final String[] POSTURES = {"ASSAULT", "ATTACK", "SKIRMISH", "EVADE"};

    /** One generated turn: its state, orders, plug-ins, and what the combat step received. */
    record Turn(long seed, GitmState state, Map<String, UnitOrders> orders, GitmTurnEngine engine,
                ScriptedCombat combat, RecordingDice dice) {
        TurnOutcome run() {
            return engine.resolve(state, state.map(n -> Optional.empty()), orders, Map.of(), dice);
        }
    }

    private RandomTacticalTurns() {
    }

    static Turn turn(long seed) {
        return turn(seed, false);
    }

    /**
     * The same turn as {@link #turn}, drawn from the same seed, but with the real combat of GITM 9 (bombardment and
     * battles) in place of the scripted one: {@code CombatSoakTest} checks what battles leave behind.
     */
    static Turn fighting(long seed) {
        return turn(seed, true);
    }

    private static Turn turn(long seed, boolean fight) {
        Random r = new Random(seed);
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        Set<String> closed = drawTerrain(t, r);
        boolean city = r.nextInt(3) > 0;
        String cityAt = city ? open(r, closed) : null;
        boolean besieged = city && r.nextBoolean();
        int count = 2 + r.nextInt(r.nextInt(4) == 0 ? 30 : 14);
        List<String> ids = new ArrayList<>();
        Map<String, List<String>> orders = new TreeMap<>();
        int[] numbers = new int[2];
        for (int i = 0; i < count; i++) {
            String state = STATES[r.nextInt(STATES.length)];
            String type = TYPES[r.nextInt(TYPES.length)];
            int nation = state.equals("US") ? 0 : 1;
            String id = (nation == 0 ? "US" : "MX") + (++numbers[nation]) + type;
            boolean outside = r.nextInt(10) == 0;
            String where = outside ? "G1-V2" : SQ;
            String at = cityAt != null && r.nextInt(5) == 0 ? cityAt : open(r, closed);
            int men = 50 + r.nextInt(800);
            int fatigue = r.nextInt(4) == 0 ? 6 + r.nextInt(6) : r.nextInt(6);
            boolean fort = at.equals(cityAt) && r.nextBoolean();
            Readiness readiness = r.nextInt(25) == 0 ? Readiness.SHATTERED
                    : r.nextInt(25) == 0 ? Readiness.INACTIVE : Readiness.ACTIVE;
            int carried = type.equals("CQ") ? 6 : i % 2; // wagons to lose in battle (GITM 9.2); no draw on r
            t.unit(id, state, where, at, b -> b.men(men).fatigue(fatigue).inFort(fort).readiness(readiness)
                    .supplies(carried)
                    .batteries(type.endsWith("A") && !type.equals("AQ") ? 1 + men / 200 : 0));
            ids.add(id);
            orders.put(id, outside ? List.of("PATH " + SQ, "ENTRY " + square(r)) : orders(r, at, cityAt));
        }
        ScriptedCombat combat = fight ? ScriptedCombat.recording(new GitmCombat()) : new ScriptedCombat();
        for (int k = r.nextInt(4); k > 0; k--) {
            List<Phase> fighting = List.of(Phase.values()).stream().filter(Phase::hasCombat).toList();
            Phase phase = fighting.get(r.nextInt(fighting.size()));
            String unit = ids.get(r.nextInt(ids.size()));
            if (r.nextBoolean()) {
                combat.fails(phase, unit, open(r, closed));
            } else {
                combat.fallsBack(phase, unit, open(r, closed));
            }
        }
        GitmState state = cityAt == null ? t.state() : PhaseFixture.withFort(t.state(), SQ, cityAt, 3000);
        BesiegedCities sieges = besieged ? (c, board) -> true : BesiegedCities.NONE;
        var plugins = t.plugins().withTactical(new GitmTacticalMovement(TacticalSight.NEARBY, sieges))
                .withCombat(fight ? new GitmBombardment() : (phase, turn) -> {
                }, combat)
                // the turn's supply ledger, so the combat soak can check that wagons lost in battle are accounted for
                .withEndOfTurn(List.of(new org.adjutant.gitm.supply.LedgerRecorded()));
        Map<String, UnitOrders> all = new TreeMap<>();
        for (Unit u : state.units()) {
            String id = u.id().toString();
            all.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, orders.getOrDefault(id, List.of())));
        }
        return new Turn(seed, state, all, new GitmTurnEngine(plugins), combat, new RecordingDice(seed));
    }

    /** Draws G1-V1's tactical map and returns its impassable squares. */
    private static Set<String> drawTerrain(Theatre t, Random r) {
        Set<String> closed = new TreeSet<>();
        int kind = r.nextInt(4);
        if (kind == 1 || kind == 2) {
            TacticalTerrain line = kind == 1 ? TacticalTerrain.RIVER : TacticalTerrain.MOUNTAIN;
            TacticalTerrain gap = kind == 1 ? TacticalTerrain.FORD : TacticalTerrain.PASS;
            int at = 2 + r.nextInt(11);
            boolean rows = r.nextBoolean();
            for (int i = 0; i < TacticalSquare.SIZE; i++) {
                String sq = rows ? i + "-" + at : at + "-" + i;
                TacticalTerrain terrain = r.nextInt(6) == 0 ? gap : line;
                t.terrain(SQ, terrain, sq);
                if (!terrain.isPassable()) {
                    closed.add(sq);
                }
            }
        }
        for (int k = r.nextInt(8); k > 0; k--) {
            TacticalTerrain[] spots = {TacticalTerrain.WATER, TacticalTerrain.HIGH_HILLS, TacticalTerrain.HILLS,
                    TacticalTerrain.FOREST};
            TacticalTerrain terrain = spots[r.nextInt(spots.length)];
            String sq = square(r);
            t.terrain(SQ, terrain, sq);
            if (terrain.isPassable()) {
                closed.remove(sq);
            } else {
                closed.add(sq);
            }
        }
        return closed;
    }

    private static String open(Random r, Set<String> closed) {
        String sq = square(r);
        while (closed.contains(sq)) {
            sq = square(r);
        }
        return sq;
    }

    private static List<String> orders(Random r, String at, String cityAt) {
        List<String> lines = new ArrayList<>();
        int move = r.nextInt(10);
        String phase = r.nextInt(3) == 0 ? " PHASE " + (1 + r.nextInt(5)) : "";
        if (move < 4) {
            lines.add("MOVE TO " + square(r) + (r.nextInt(3) == 0 ? " VIA " + square(r) : "") + phase);
        } else if (move == 4) {
            lines.add("MOVE TO NEAREST " + (r.nextBoolean() ? "FORD" : "PASS") + phase);
        } else if (move == 5) {
            lines.add("MOVE TO " + (cityAt != null && r.nextBoolean() ? cityAt : at) + phase);
        }
        if (r.nextInt(4) == 0) {
            lines.add("DO NOT ENTER FORT");
        }
        if (r.nextInt(3) == 0) {
            lines.add(r.nextBoolean() ? "ENGAGE" : "ENGAGE PHASES " + phases(r));
        }
        if (r.nextInt(3) == 0) {
            lines.add("SUPPORT " + square(r) + " RADIUS " + (1 + r.nextInt(5)) + " PHASES " + phases(r));
        }
        if (r.nextInt(3) == 0) {
            lines.add("INTERCEPT " + square(r) + " RADIUS " + (1 + r.nextInt(5)) + " PHASES " + phases(r));
        }
        if (r.nextInt(4) == 0) {
            lines.add("OFFENSIVE " + POSTURES[r.nextInt(POSTURES.length)]);
        }
        if (r.nextInt(20) == 0) {
            lines.add("PATH G2-V1");
        }
        return lines;
    }

    private static String phases(Random r) {
        int a = 1 + r.nextInt(5);
        int b = a + r.nextInt(6 - a);
        return a + "-" + b;
    }

    private static String square(Random r) {
        return r.nextInt(TacticalSquare.SIZE) + "-" + r.nextInt(TacticalSquare.SIZE);
    }

    /** Everything the turn did, in order: events, battles handed to combat, rolls, and the units at the end. */
    static String transcript(Turn turn, TurnOutcome o) {
        StringBuilder b = new StringBuilder();
        for (TurnEvent e : o.events()) {
            b.append(e).append('\n');
        }
        turn.combat().received().forEach(c -> b.append(c).append('\n'));
        turn.dice().rolls().forEach(x -> b.append(x).append('\n'));
        ((GitmState) o.next()).units().forEach(u -> b.append(u).append('\n'));
        return b.toString();
    }

    static String digest(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Seeded dice that serve every purpose from one sequence (the engine splits only its own {@code SeededDice}), so
     * the transcript also pins the order in which the engine asks for rolls across purposes.
     */
    static final class RecordingDice implements Dice {
        private final Random random;
        private final List<Roll> rolls = new ArrayList<>();

        RecordingDice(long seed) {
            random = new Random(seed * 31 + 7);
        }

        @Override
        public int roll(String label, int sides) {
            int value = 1 + random.nextInt(sides);
            rolls.add(new Roll(label, sides, value));
            return value;
        }

        @Override
        public double uniform(String label) {
            double value = random.nextDouble();
            rolls.add(new Roll(label, 0, value));
            return value;
        }

        @Override
        public List<Roll> rolls() {
            return List.copyOf(rolls);
        }
    }
}
