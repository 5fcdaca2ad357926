package org.adjutant.gitm.movement.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.BattleJoined;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.FixedDice;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Whole turns through the turn engine with {@link GitmTacticalMovement} plugged in; everything in G1-V1. */
class TacticalMovementTest {
    static final String SQ = "G1-V1";

    static Theatre theatre() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        t.plugins(t.plugins().withTactical(new GitmTacticalMovement()));
        return t;
    }

    static TurnOutcome run(Theatre t) {
        return t.run(new FixedDice());
    }

    static List<String> moves(TurnOutcome o) {
        return Theatre.lines(o, "tactical-moved");
    }

    static List<String> refusals(TurnOutcome o) {
        return Theatre.lines(o, "tactical-move-refused");
    }

    static List<BattleJoined> battles(TurnOutcome o) {
        return Theatre.events(o).stream().filter(BattleJoined.class::isInstance).map(BattleJoined.class::cast)
                .toList();
    }

    static List<TacticalMoved> moved(TurnOutcome o, String unit) {
        return Theatre.events(o).stream().filter(TacticalMoved.class::isInstance).map(TacticalMoved.class::cast)
                .filter(m -> m.unit().equals(UnitId.of(unit))).toList();
    }

    static String at(TurnOutcome o, String unit) {
        return Theatre.unit(o, unit).location().tactical().toString();
    }

    @Test
    @DisplayName("GITM 8.1 infantry and corps HQs move 4 squares a phase, cavalry, horse artillery and army HQs 6; 8.2 the move goes on in later phases")
    void gitm_8_1_allowances() {
        TurnOutcome o = run(theatre()
                .unit("US1IN", "US", SQ, "0-1").orders("US1IN", "MOVE TO 14-1")
                .unit("US1CQ", "US", SQ, "0-2").orders("US1CQ", "MOVE TO 14-2")
                .unit("US1LC", "US", SQ, "0-3").orders("US1LC", "MOVE TO 14-3")
                .unit("US1HA", "US", SQ, "0-4").orders("US1HA", "MOVE TO 14-4")
                .unit("US1AQ", "US", SQ, "0-5").orders("US1AQ", "MOVE TO 14-5"));
        assertThat(moved(o, "US1IN")).extracting(m -> m.when().number() + ":" + m.to())
                .containsExactly("1:4-1", "2:8-1", "3:12-1", "4:14-1");
        assertThat(moved(o, "US1CQ")).first().extracting(m -> m.to().toString()).isEqualTo("4-2");
        assertThat(moved(o, "US1LC")).extracting(m -> m.when().number() + ":" + m.to())
                .containsExactly("1:6-3", "2:12-3", "3:14-3");
        assertThat(moved(o, "US1HA")).first().extracting(m -> m.to().toString()).isEqualTo("6-4");
        assertThat(moved(o, "US1AQ")).first().extracting(m -> m.to().toString()).isEqualTo("6-5");
        assertThat(at(o, "US1IN")).isEqualTo("14-1");
    }

    @Test
    @DisplayName("GITM 8.1 tactical moves cost fatigue only with hostile units in the strategic square, one per phase even through a waypoint")
    void gitm_8_1_fatigue() {
        TurnOutcome alone = run(theatre().unit("US1IN", "US", SQ, "0-0").orders("US1IN", "MOVE TO 4-4"));
        assertThat(moved(alone, "US1IN")).extracting(TacticalMoved::fatigue).containsExactly(0);
        TurnOutcome watched = run(theatre().unit("US1IN", "US", SQ, "0-0", b -> b.fatigue(4))
                .orders("US1IN", "MOVE TO 2-0 VIA 1-1")
                .unit("MX1IN", "NE", SQ, "14-14"));
        assertThat(moved(watched, "US1IN")).extracting(m -> m.when().number() + ":" + m.from() + ">" + m.to()
                + " f" + m.fatigue()).containsExactly("1:0-0>1-1 f1", "1:1-1>2-0 f0");
        assertThat(Theatre.unit(watched, "US1IN").fatigue()).as("4 + 1, less 3 at the end of the turn").isEqualTo(2);
    }

    @Test
    @DisplayName("GITM 8.1 a unit with fatigue over 8 may not move tactically with enemies present; at 8 it may")
    void gitm_8_1_fatigueLimit() {
        TurnOutcome o = run(theatre()
                .unit("US1IN", "US", SQ, "0-0", b -> b.fatigue(9)).orders("US1IN", "MOVE TO 2-0")
                .unit("US2IN", "US", SQ, "0-4", b -> b.fatigue(8)).orders("US2IN", "MOVE TO 2-4")
                .unit("MX1IN", "NE", SQ, "14-14"));
        assertThat(moved(o, "US1IN")).isEmpty();
        assertThat(refusals(o)).anyMatch(l -> l.contains("US1IN") && l.contains("too tired"));
        assertThat(moved(o, "US2IN")).hasSize(1);
        TurnOutcome noEnemy = run(theatre().unit("US1IN", "US", SQ, "0-0", b -> b.fatigue(12))
                .orders("US1IN", "MOVE TO 2-0"));
        assertThat(moved(noEnemy, "US1IN")).hasSize(1);
    }

    @Test
    @DisplayName("GITM 8.1 example: at 8 fatigue with enemies about, a tactical move makes 9 and the unit cannot then support")
    void gitm_8_1_exampleNoSupportAfterMove() {
        TurnOutcome o = run(theatre()
                .unit("MX1IN", "NE", SQ, "5-5").unit("US1IN", "US", SQ, "8-5").orders("US1IN", "MOVE TO 5-5")
                .unit("MX2IN", "NE", SQ, "4-8", b -> b.fatigue(8))
                .orders("MX2IN", "MOVE TO 4-7", "SUPPORT 5-5 RADIUS 3 PHASES 1-4")
                .unit("MX3IN", "NE", SQ, "6-7", b -> b.fatigue(7))
                .orders("MX3IN", "SUPPORT 5-5 RADIUS 3 PHASES 1-4"));
        assertThat(moved(o, "MX2IN")).extracting(m -> m.how().name() + " " + m.to()).containsExactly("SPECIFIED 4-7");
        assertThat(moved(o, "MX3IN")).extracting(m -> m.how().name() + " " + m.to() + " f" + m.fatigue())
                .containsExactly("SUPPORT 5-5 f1");
    }

    @Test
    @DisplayName("GITM 8.2 movement starts in the phase ordered (1 when not given)")
    void gitm_8_2_startPhase() {
        TurnOutcome o = run(theatre().unit("US1IN", "US", SQ, "0-0").orders("US1IN", "MOVE TO 3-0 PHASE 3"));
        assertThat(moved(o, "US1IN")).extracting(m -> m.when().number()).containsExactly(3);
    }

    @Test
    @DisplayName("GITM 8.2 a waypoint move goes straight to the waypoint, then straight on; each leg is reported apart (GITM 4.4)")
    void gitm_8_2_waypoint() {
        TurnOutcome o = run(theatre().unit("US1LC", "US", SQ, "0-0").orders("US1LC", "MOVE TO 6-0 VIA 3-3"));
        assertThat(moved(o, "US1LC")).extracting(m -> m.when().number() + ":" + m.from() + ">" + m.to())
                .containsExactly("1:0-0>3-3", "1:3-3>6-0");
    }

    @Test
    @DisplayName("GITM 8.2 the nearest ford may be the destination")
    void gitm_8_2_nearestFord() {
        TurnOutcome o = run(theatre()
                .terrain(SQ, TacticalTerrain.RIVER, "0-7", "1-7", "2-7", "3-7", "5-7", "6-7", "7-7", "8-7", "9-7",
                        "11-7", "12-7", "13-7", "14-7")
                .terrain(SQ, TacticalTerrain.FORD, "4-7", "10-7")
                .unit("US1IN", "US", SQ, "9-4").orders("US1IN", "MOVE TO NEAREST FORD"));
        assertThat(at(o, "US1IN")).isEqualTo("10-7");
    }

    @Test
    @DisplayName("GITM 8.2 a strategic move to another square cancels the rest of the tactical move")
    void gitm_8_2_strategicMoveCancels() {
        TurnOutcome o = run(theatre().unit("US1IN", "US", SQ, "0-7")
                .orders("US1IN", "MOVE TO 14-7", "PATH G2-V1"));
        assertThat(moved(o, "US1IN")).extracting(m -> m.when().number()).containsExactly(1, 2);
        assertThat(Theatre.unit(o, "US1IN").location().strategic().toString()).isEqualTo("G2-V1");
    }

    @Test
    @DisplayName("GITM 8.3 contact halts the mover and the enemy it met, and a combat begins there (BattleJoined)")
    void gitm_8_3_contact() {
        TurnOutcome o = run(theatre()
                .unit("US1LC", "US", SQ, "0-7").orders("US1LC", "MOVE TO 10-7")
                .unit("MX1IN", "NE", SQ, "3-7").orders("MX1IN", "MOVE TO 3-14"));
        assertThat(at(o, "US1LC")).isEqualTo("3-7");
        assertThat(at(o, "MX1IN")).as("its own move is halted too").isEqualTo("3-7");
        BattleJoined b = battles(o).get(0);
        assertThat(b.at().toString()).isEqualTo("3-7");
        assertThat(b.initiator()).isEqualTo(UnitId.of("US1LC"));
        assertThat(b.attackers()).containsExactly(UnitId.of("US1LC"));
        assertThat(b.defenders()).containsExactly(UnitId.of("MX1IN"));
        assertThat(b.interception()).isFalse();
        assertThat(b.visibility().observers()).contains("US1LC", "MX1IN");
    }

    @Test
    @DisplayName("GITM 8.3 an evading unit or a headquarters halts one square short of the enemy")
    void gitm_8_3_evadeAndHqHaltShort() {
        TurnOutcome o = run(theatre()
                .unit("MX1IN", "NE", SQ, "5-7")
                .unit("US1IN", "US", SQ, "1-7").orders("US1IN", "MOVE TO 9-7", "OFFENSIVE EVADE")
                .unit("US1CQ", "US", SQ, "5-3").orders("US1CQ", "MOVE TO 5-10"));
        assertThat(at(o, "US1IN")).isEqualTo("4-7");
        assertThat(at(o, "US1CQ")).isEqualTo("5-6");
        assertThat(battles(o)).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.3 a move that would meet a neutral unit is not made at all")
    void gitm_8_3_neutral() {
        TurnOutcome o = run(theatre()
                .unit("MX1IN", "YUC", SQ, "4-7")
                .unit("US1IN", "US", SQ, "1-7").orders("US1IN", "MOVE TO 6-7"));
        assertThat(at(o, "US1IN")).isEqualTo("1-7");
        assertThat(refusals(o)).anyMatch(l -> l.contains("neutral"));
    }

    @Test
    @DisplayName("GITM 8.3 a destination or waypoint with 12 allied units blocks the move; such squares on the way do not")
    void gitm_8_3_twelveAllied() {
        Theatre full = theatre();
        for (int i = 1; i <= 12; i++) {
            full.unit("US" + (10 + i) + "IN", "US", SQ, "6-7");
        }
        TurnOutcome o = run(full.unit("US1IN", "US", SQ, "4-7").orders("US1IN", "MOVE TO 6-7")
                .unit("US2IN", "US", SQ, "4-5").orders("US2IN", "MOVE TO 6-5 VIA 6-7")
                .unit("US3IN", "US", SQ, "5-7").orders("US3IN", "MOVE TO 8-7"));
        assertThat(at(o, "US1IN")).isEqualTo("4-7");
        assertThat(at(o, "US2IN")).isEqualTo("4-5");
        assertThat(refusals(o)).anyMatch(l -> l.contains("US1IN") && l.contains("12 allied"));
        assertThat(at(o, "US3IN")).as("passes through the full square").isEqualTo("8-7");
    }

    @Test
    @DisplayName("GITM 8.5 with an enemy in the square a straight path through impassable ground is blocked; without one the unit goes around")
    void gitm_8_5_impassable() {
        Theatre t = theatre().terrain(SQ, TacticalTerrain.WATER, "3-7")
                .unit("US1IN", "US", SQ, "1-7").orders("US1IN", "MOVE TO 5-7");
        assertThat(at(run(t), "US1IN")).isEqualTo("5-7");
        TurnOutcome o = run(t.unit("MX1IN", "NE", SQ, "14-0"));
        assertThat(at(o, "US1IN")).isEqualTo("1-7");
        assertThat(refusals(o)).anyMatch(l -> l.contains("straight line"));
    }

    @Test
    @DisplayName("GITM 8.5 a neutral restricts paths only in its home nation (or an allied one); abroad it does not")
    void gitm_8_5_neutralAtHomeOnly() {
        Theatre home = theatre().terrain(SQ, TacticalTerrain.WATER, "3-7")
                .unit("US1IN", "US", SQ, "1-7").orders("US1IN", "MOVE TO 5-7")
                .unit("MX9IN", "YUC", SQ, "14-0");
        assertThat(at(run(home), "US1IN")).as("Yucatan's troops on Mexican soil").isEqualTo("1-7");
        Theatre abroad = Theatre.openGround("G0-V0", "G2-V2").square(SQ, org.adjutant.gitm.map.Terrain.OPEN,
                        org.adjutant.gitm.map.Nation.US, "US");
        abroad.plugins(abroad.plugins().withTactical(new GitmTacticalMovement()));
        abroad.terrain(SQ, TacticalTerrain.WATER, "3-7")
                .unit("MX1IN", "NE", SQ, "1-7").orders("MX1IN", "MOVE TO 5-7")
                .unit("MX9IN", "YUC", SQ, "14-0");
        assertThat(at(run(abroad), "MX1IN")).as("Yucatan's troops abroad").isEqualTo("5-7");
    }

    @Test
    @DisplayName("GITM 8.7 crossing a river needs a ford waypoint; without it the unit does not move")
    void gitm_8_7_fordWaypoint() {
        Theatre t = theatre()
                .terrain(SQ, TacticalTerrain.RIVER, "0-7", "1-7", "2-7", "3-7", "5-7", "6-7", "7-7", "8-7", "9-7",
                        "10-7", "11-7", "12-7", "13-7", "14-7")
                .terrain(SQ, TacticalTerrain.FORD, "4-7")
                .unit("US1IN", "US", SQ, "4-5").orders("US1IN", "MOVE TO 4-9")
                .unit("US2LC", "US", SQ, "4-4").orders("US2LC", "MOVE TO 4-10 VIA 4-7");
        TurnOutcome o = run(t);
        assertThat(at(o, "US1IN")).isEqualTo("4-5");
        assertThat(refusals(o)).anyMatch(l -> l.contains("US1IN") && l.contains("GITM 8.7"));
        assertThat(at(o, "US2LC")).isEqualTo("4-10");
    }

    @Test
    @DisplayName("GITM 8.6 units move in initiative order: strong cavalry before infantry")
    void gitm_8_6_cavalryFirst() {
        TurnOutcome o = run(theatre()
                .unit("US1IN", "US", SQ, "3-5").orders("US1IN", "MOVE TO 3-7")
                .unit("US1LC", "US", SQ, "9-5").orders("US1LC", "MOVE TO 9-7"));
        List<String> order = moves(o).stream().map(l -> l.split(" ")[3]).toList();
        assertThat(order).containsExactly("US1LC", "US1IN");
    }

    @Test
    @DisplayName("GITM 8.8 engage goes for the nearest enemy combat unit, passing over a nearer HQ")
    void gitm_8_8_engage() {
        TurnOutcome o = run(theatre()
                .unit("MX1CQ", "NE", SQ, "2-2")
                .unit("MX1IN", "NE", SQ, "6-0")
                .unit("MX2IN", "NE", SQ, "0-4")
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "ENGAGE PHASES 1-4"));
        assertThat(at(o, "US1IN")).as("MX2IN is 4 away with no diagonal move").isEqualTo("0-4");
        assertThat(battles(o)).extracting(b -> b.defenders().get(0)).containsExactly(UnitId.of("MX2IN"));
    }

    @Test
    @DisplayName("GITM 8.8 with a specified move too, the unit engages only from the phase after it arrives")
    void gitm_8_8_engageAfterSpecifiedMove() {
        TurnOutcome o = run(theatre()
                .unit("MX1IN", "NE", SQ, "14-14")
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "MOVE TO 2-2", "ENGAGE PHASES 1-5"));
        assertThat(moved(o, "US1IN")).extracting(m -> m.when().number() + " " + m.how())
                .startsWith("1 SPECIFIED", "2 ENGAGE");
    }

    @Test
    @DisplayName("GITM 8.10 support at 10-5 radius 2 covers columns 8-12 and rows 3-7; support moves reach 2 squares, 3 for LC/MC/HA")
    void gitm_8_10_supportBox() {
        ReactionBox box = new ReactionBox(org.adjutant.gitm.map.TacticalSquare.of("10-5"), 2,
                org.adjutant.gitm.order.PhaseRange.ALL);
        assertThat(List.of(box.westColumn(), box.eastColumn(), box.northRow(), box.southRow()))
                .containsExactly(8, 12, 3, 7);
        TurnOutcome o = run(theatre()
                .unit("US1IN", "US", SQ, "10-5")
                .unit("MX1IN", "NE", SQ, "13-5").orders("MX1IN", "MOVE TO 10-5")
                .unit("US2IN", "US", SQ, "10-8").orders("US2IN", "SUPPORT 10-5 RADIUS 2")
                .unit("US3IN", "US", SQ, "10-2").orders("US3IN", "SUPPORT 10-5 RADIUS 2")
                .unit("US4LC", "US", SQ, "7-5").orders("US4LC", "SUPPORT 10-5 RADIUS 2"));
        assertThat(moved(o, "US2IN")).as("3 squares away: beyond infantry reach").isEmpty();
        assertThat(moved(o, "US3IN")).isEmpty();
        assertThat(moved(o, "US4LC")).extracting(m -> m.how() + " " + m.to()).containsExactly("SUPPORT 10-5");
    }

    @Test
    @DisplayName("GITM 8.11 MX1MC intercepts US1IN moving 5-5 to 5-7 (GITM-MD interception.html example 1): a battle, interceptor attacking")
    void gitm_8_11_interceptionThroughTheEngine() {
        TurnOutcome o = run(theatre()
                .unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 5-7"));
        assertThat(at(o, "MX1MC")).isEqualTo("5-7");
        BattleJoined b = battles(o).get(0);
        assertThat(b.interception()).isTrue();
        assertThat(b.attackers()).containsExactly(UnitId.of("MX1MC"));
        assertThat(b.defenders()).containsExactly(UnitId.of("US1IN"));
        TurnOutcome miss = run(theatre()
                .unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("US1IN", "US", SQ, "4-4").orders("US1IN", "MOVE TO 4-6"));
        assertThat(at(miss, "MX1MC")).isEqualTo("7-7");
        assertThat(at(miss, "US1IN")).isEqualTo("4-6");
    }

    @Test
    @DisplayName("GITM 8.11 a unit in evade mode does not intercept; a neutral mover is halted without battle")
    void gitm_8_11_evadeAndNeutrals() {
        TurnOutcome evade = run(theatre()
                .unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3", "OFFENSIVE EVADE")
                .unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 5-7"));
        assertThat(at(evade, "US1IN")).isEqualTo("5-7");
        assertThat(battles(evade)).isEmpty();
        TurnOutcome neutral = run(theatre()
                .unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("MX9IN", "YUC", SQ, "5-5").orders("MX9IN", "MOVE TO 5-7"));
        assertThat(battles(neutral)).isEmpty();
        assertThat(Theatre.lines(neutral, "intercepted")).hasSize(1);
        assertThat(at(neutral, "MX9IN")).as("halted at the interception point").isEqualTo("5-7");
    }

    @Test
    @DisplayName("GITM 8.12 an intercept chance before the unit's own turn is taken, and its specified move is then not made")
    void gitm_8_12_interceptBeforeOwnMove() {
        TurnOutcome o = run(theatre()
                .unit("US1LC", "US", SQ, "5-5").orders("US1LC", "MOVE TO 5-7")
                .unit("MX1IN", "NE", SQ, "7-7").orders("MX1IN", "INTERCEPT 7-7 RADIUS 3", "MOVE TO 12-12"));
        assertThat(moved(o, "MX1IN")).extracting(m -> m.how().name()).containsExactly("INTERCEPT");
    }

    @Test
    @DisplayName("GITM 8.12 a unit that has made its specified move does not intercept later in the phase")
    void gitm_8_12_noInterceptAfterOwnMove() {
        TurnOutcome o = run(theatre()
                .unit("MX1LC", "NE", SQ, "7-6").orders("MX1LC", "INTERCEPT 7-7 RADIUS 3", "MOVE TO 7-7")
                .unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 5-7"));
        assertThat(moved(o, "MX1LC")).extracting(m -> m.how().name()).containsExactly("SPECIFIED");
        assertThat(at(o, "US1IN")).isEqualTo("5-7");
    }

    @Test
    @DisplayName("GITM 8.2 a unit entering its side's fortified city goes into the fort unless told not to; a fort move comes first")
    void gitm_8_2_forts() {
        Theatre t = theatre()
                .unit("MX1IN", "NE", SQ, "3-3")
                .unit("MX2IN", "NE", SQ, "3-4")
                .unit("MX3IN", "NE", SQ, "5-5", b -> b.inFort(true));
        TurnOutcome o = runWithFort(t, "5-5", java.util.Map.of("MX1IN", List.of("MOVE TO 5-5 PHASE 1"),
                "MX2IN", List.of("MOVE TO 5-5 PHASE 1", "DO NOT ENTER FORT"),
                "MX3IN", List.of("MOVE TO 5-5 PHASE 1", "DO NOT ENTER FORT")));
        assertThat(Theatre.unit(o, "MX1IN").inFort()).isTrue();
        assertThat(Theatre.unit(o, "MX2IN").inFort()).isFalse();
        assertThat(Theatre.unit(o, "MX3IN").inFort()).isFalse();
        assertThat(moves(o).get(0)).contains("MX3IN").contains("leaving the fort");
    }

    /** Runs the theatre's turn with a strength-3 NE fort of capacity 5000 at {@code at} in G1-V1. */
    static TurnOutcome runWithFort(Theatre t, String at, java.util.Map<String, List<String>> orders) {
        org.adjutant.gitm.state.GitmState s = t.state();
        org.adjutant.gitm.state.InlineMap m = ((org.adjutant.gitm.state.MapRef.Inline) s.map()).map();
        var square = org.adjutant.gitm.map.StrategicSquare.of(SQ);
        java.util.Map<org.adjutant.gitm.map.StrategicSquare, org.adjutant.gitm.map.SquareInfo> squares =
                new java.util.TreeMap<>(m.squareInfos());
        var old = squares.get(square);
        squares.put(square, new org.adjutant.gitm.map.SquareInfo(old.terrain(), old.nation(), old.state(),
                old.rivers(), old.riverNames(), old.ranges(), List.of(new org.adjutant.gitm.map.City("Monterrey",
                square, org.adjutant.gitm.map.TacticalSquare.of(at), "NE", 1, 10, 3, 5000, false))));
        java.util.Map<org.adjutant.gitm.map.StrategicSquare, java.util.Map<org.adjutant.gitm.map.TacticalSquare,
                org.adjutant.gitm.state.TacticalCell>> cells = new java.util.TreeMap<>();
        squares.keySet().forEach(q -> cells.put(q, m.tactical(q)));
        var map = new org.adjutant.gitm.state.InlineMap(m.id(), squares, cells);
        var state = new org.adjutant.gitm.state.GitmState(s.title(), new org.adjutant.gitm.state.MapRef.Inline(map),
                s.campaign(), s.turn(), s.states(), s.alliances(), s.cities(), s.unitsById(), s.roles());
        java.util.Map<String, org.adjutant.ruleset.UnitOrders> all = new java.util.TreeMap<>();
        for (var u : state.units()) {
            String id = u.id().toString();
            all.put(id, new org.adjutant.ruleset.UnitOrders(id, org.adjutant.ruleset.UnitOrders.Source.SUBMITTED,
                    orders.getOrDefault(id, List.of())));
        }
        return new org.adjutant.gitm.sequence.GitmTurnEngine(t.plugins()).resolve(state,
                state.map(n -> java.util.Optional.empty()), all, java.util.Map.of(), new FixedDice());
    }

    @Test
    @DisplayName("GITM 4.4 a tactical move is reported to allies; to others only when they see its ends, or the one end they see")
    void gitm_4_4_visibility() {
        TurnOutcome o = run(theatre()
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "MOVE TO 4-4")
                .unit("US2IN", "US", SQ, "14-14")
                .unit("MX1IN", "NE", SQ, "7-7"));
        TacticalMoved m = moved(o, "US1IN").get(0);
        assertThat(m.visibility().observers()).containsExactlyInAnyOrder("US1IN", "US2IN");
        assertThat(Theatre.lines(o, "tactical-move-glimpsed")).containsExactly(
                "Tactical phase 1: US1IN was seen arriving at 4-4 in G1-V1.");
    }

    @Test
    @DisplayName("the plug-in runs through GitmTurnEngine via TurnPlugins.withTactical and gives the same result every time")
    void deterministicThroughTheEngine() {
        java.util.function.Supplier<Theatre> make = () -> theatre()
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "ENGAGE")
                .unit("US2LC", "US", SQ, "0-14").orders("US2LC", "MOVE TO 14-0")
                .unit("MX1IN", "NE", SQ, "9-9").orders("MX1IN", "INTERCEPT 9-9 RADIUS 4")
                .unit("MX2IN", "NE", SQ, "12-3").orders("MX2IN", "SUPPORT 12-3 RADIUS 3");
        TurnOutcome a = make.get().run();
        TurnOutcome b = make.get().run();
        assertThat(a.events().stream().map(e -> e.phase() + e.describe() + e.visibility()).toList())
                .isEqualTo(b.events().stream().map(e -> e.phase() + e.describe() + e.visibility()).toList());
        assertThat(a.next()).isEqualTo(b.next());
        assertThat(Theatre.events(a)).anyMatch(e -> e instanceof TacticalMoved);
    }
}
