package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.at;
import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.battles;
import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.moved;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.FixedDice;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 8.11 and GITM-MD interception.html through whole turns. As on that page, MX1MC stands at 7-7 with an intercept
 * box centred on 7-7, radius 3, unless a test says otherwise; everything happens in G1-V1 (NE's, on open ground).
 */
class InterceptionTest {
    private static Theatre theatre(ScriptedCombat combat) {
        return BattleContactsTest.withCombat(combat);
    }

    private static Theatre mx1mc(ScriptedCombat combat) {
        return theatre(combat).unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3");
    }

    private static TurnOutcome run(Theatre t) {
        return t.run(new FixedDice());
    }

    @Test
    @DisplayName("GITM 8.11 the interceptor's side attacks, both sides fight in offensive mode, and the battle is handed to combat so marked")
    void gitm_8_11_interceptorAttacksBothInOffensiveMode() {
        ScriptedCombat combat = new ScriptedCombat();
        TurnOutcome o = run(mx1mc(combat).unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 5-7"));
        BattleContact c = combat.in(Phase.TACTICAL_1).all().get(0);
        assertThat(c.opening()).isEqualTo(BattleContact.Opening.INTERCEPTION);
        assertThat(c.bothSidesAttack()).isTrue();
        assertThat(c.initiator()).isEqualTo(UnitId.of("MX1MC"));
        assertThat(c.attackers()).containsExactly(UnitId.of("MX1MC"));
        assertThat(c.defenders()).containsExactly(UnitId.of("US1IN"));
        assertThat(c.at()).isEqualTo(TacticalSquare.of("5-7"));
        assertThat(c.arrivals()).extracting(a -> a.unit() + " " + a.how()).containsExactly(
                "US1IN SPECIFIED", "MX1MC INTERCEPT");
        assertThat(c.everyoneMovedIn()).isTrue();
        assertThat(battles(o)).singleElement().satisfies(b -> assertThat(b.interception()).isTrue());
    }

    @Test
    @DisplayName("GITM 8.11 (GITM-MD interception.html) US1IN 4-4 to 4-6 stops after two squares, MX1MC needs three: no interception")
    void gitm_8_11_example2ThroughTheEngine() {
        ScriptedCombat combat = new ScriptedCombat();
        TurnOutcome o = run(mx1mc(combat).unit("US1IN", "US", SQ, "4-4").orders("US1IN", "MOVE TO 4-6"));
        assertThat(at(o, "US1IN")).isEqualTo("4-6");
        assertThat(moved(o, "MX1MC")).isEmpty();
        assertThat(combat.in(Phase.TACTICAL_1).all()).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.11 (GITM-MD interception.html) US1IN 9-7 to 12-7 moves straight away from MX1MC and cannot be intercepted")
    void gitm_8_11_example3MovingAway() {
        TurnOutcome o = run(mx1mc(new ScriptedCombat()).unit("US1IN", "US", SQ, "9-7")
                .orders("US1IN", "MOVE TO 12-7"));
        assertThat(at(o, "US1IN")).isEqualTo("12-7");
        assertThat(at(o, "MX1MC")).isEqualTo("7-7");
    }

    @Test
    @DisplayName("GITM 8.11 only a move through the intercept box can be intercepted, however easily the interceptor could reach it elsewhere")
    void gitm_8_11_onlyThroughTheBox() {
        TurnOutcome o = run(theatre(new ScriptedCombat())
                .unit("MX1LC", "NE", SQ, "4-10").orders("MX1LC", "INTERCEPT 7-7 RADIUS 3")
                .unit("US1IN", "US", SQ, "0-12").orders("US1IN", "MOVE TO 4-12"));
        assertThat(at(o, "US1IN")).as("row 12 lies outside rows 4-10").isEqualTo("4-12");
        assertThat(moved(o, "MX1LC")).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.11 a move through a waypoint is raced leg by leg: what one straight move would allow, two shorter legs may not")
    void gitm_8_11_waypointLegsAreSeparateMoves() {
        TurnOutcome straight = run(theatre(new ScriptedCombat())
                .unit("MX1MC", "NE", SQ, "9-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("US1IN", "US", SQ, "5-3").orders("US1IN", "MOVE TO 5-7"));
        assertThat(at(straight, "MX1MC")).as("four steps each to 5-7").isEqualTo("5-7");
        assertThat(battles(straight)).hasSize(1);
        TurnOutcome legs = run(theatre(new ScriptedCombat())
                .unit("MX1MC", "NE", SQ, "9-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("US1IN", "US", SQ, "5-3").orders("US1IN", "MOVE TO 5-7 VIA 5-5"));
        assertThat(at(legs, "US1IN")).as("two legs of two steps; MX1MC needs four").isEqualTo("5-7");
        assertThat(at(legs, "MX1MC")).isEqualTo("9-7");
        assertThat(battles(legs)).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.11 a move of one tactical square cannot be intercepted, even by a unit that could reach it in one step")
    void gitm_8_11_oneSquareMove() {
        TurnOutcome o = run(mx1mc(new ScriptedCombat()).unit("US1IN", "US", SQ, "6-5").orders("US1IN", "MOVE TO 6-6"));
        assertThat(at(o, "US1IN")).isEqualTo("6-6");
        assertThat(moved(o, "MX1MC")).isEmpty();
        assertThat(battles(o)).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.11 a neutral is intercepted in a square of the interceptor's own state: it halts at the point, no battle")
    void gitm_8_11_neutralHaltedAtThePoint() {
        ScriptedCombat combat = new ScriptedCombat();
        TurnOutcome o = run(mx1mc(combat).unit("MX9IN", "YUC", SQ, "5-5").orders("MX9IN", "MOVE TO 5-9"));
        assertThat(at(o, "MX9IN")).as("its move ends at the interception point").isEqualTo("5-7");
        assertThat(at(o, "MX1MC")).as("beside it: troops may not share a square with neutrals (GITM 8.3)")
                .isEqualTo("6-7");
        assertThat(Theatre.lines(o, "intercepted")).singleElement().asString().contains("MX1MC intercepted MX9IN")
                .contains("halted");
        assertThat(battles(o)).isEmpty();
        assertThat(combat.counts()).allSatisfy((p, n) -> assertThat(n).isZero());
        assertThat(moved(o, "MX9IN")).as("the rest of its move is cancelled").hasSize(1);
    }

    @Test
    @DisplayName("GITM 8.11 outside its own state's squares a unit lets neutrals pass, but still intercepts enemies")
    void gitm_8_11_neutralsOnlyOnOwnGround() {
        TurnOutcome neutral = run(theatre(new ScriptedCombat())
                .unit("MX1MC", "NM", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("MX9IN", "YUC", SQ, "5-5").orders("MX9IN", "MOVE TO 5-7"));
        assertThat(at(neutral, "MX9IN")).as("G1-V1 is NE's, not New Mexico's").isEqualTo("5-7");
        assertThat(moved(neutral, "MX1MC")).isEmpty();
        TurnOutcome enemy = run(theatre(new ScriptedCombat())
                .unit("MX1MC", "NM", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 5-7"));
        assertThat(at(enemy, "MX1MC")).isEqualTo("5-7");
        assertThat(battles(enemy)).hasSize(1);
    }

    @Test
    @DisplayName("GITM 8.11 interception is made where the mover enters the box if the interceptor can be there, not at an earlier contact point")
    void gitm_8_11_atTheBoxEdge() {
        ScriptedCombat combat = new ScriptedCombat();
        run(theatre(combat)
                .unit("MX1LC", "NE", SQ, "10-10").orders("MX1LC", "INTERCEPT 9-8 RADIUS 1")
                .unit("US1IN", "US", SQ, "4-8").orders("US1IN", "MOVE TO 8-8"));
        // 7-8 (step 3) could be reached in time too, but it lies outside the box, whose west edge is column 8
        assertThat(combat.in(Phase.TACTICAL_1).all()).singleElement()
                .satisfies(c -> assertThat(c.at()).isEqualTo(TacticalSquare.of("8-8")));
    }

    @Test
    @DisplayName("GITM 8.11 when the box edge cannot be reached in time, interception is made at the first point of contact")
    void gitm_8_11_firstPossibleContact() {
        ScriptedCombat combat = new ScriptedCombat();
        TurnOutcome o = run(mx1mc(combat).unit("US1IN", "US", SQ, "2-5").orders("US1IN", "MOVE TO 6-5"));
        // the lane enters the box at 4-5 after two steps; MX1MC needs three to get there, but reaches 5-5 in time
        assertThat(combat.in(Phase.TACTICAL_1).all()).singleElement()
                .satisfies(c -> assertThat(c.at()).isEqualTo(TacticalSquare.of("5-5")));
        assertThat(at(o, "US1IN")).isEqualTo("5-5");
    }

    @Test
    @DisplayName("GITM 8.11 the first interceptor fixes the point; a second joins it there; one that could only meet the mover elsewhere stays put")
    void gitm_8_11_firstInterceptorFixesThePoint() {
        ScriptedCombat combat = new ScriptedCombat();
        TurnOutcome o = run(mx1mc(combat)
                .unit("MX2MC", "NE", SQ, "6-3", b -> b.fatigue(4)).orders("MX2MC", "INTERCEPT 2-3 RADIUS 2")
                .unit("MX3MC", "NE", SQ, "9-5", b -> b.fatigue(6)).orders("MX3MC", "INTERCEPT 8-5 RADIUS 2")
                .unit("US1IN", "US", SQ, "2-5").orders("US1IN", "MOVE TO 6-5"));
        // alone, MX2MC would meet the mover at 4-5 (its box ends at column 4) and MX3MC at 6-5; MX1MC reacts first
        // and fixes 5-5, which MX2MC reaches in time though it lies outside MX2MC's own box
        assertThat(at(o, "MX1MC")).isEqualTo("5-5");
        assertThat(at(o, "MX2MC")).isEqualTo("5-5");
        assertThat(at(o, "MX3MC")).as("needs four steps to 5-5, the mover three").isEqualTo("9-5");
        BattleContact c = combat.in(Phase.TACTICAL_1).all().get(0);
        assertThat(c.at()).isEqualTo(TacticalSquare.of("5-5"));
        assertThat(c.initiator()).isEqualTo(UnitId.of("MX1MC"));
        assertThat(c.attackers()).extracting(UnitId::toString).containsExactly("MX1MC", "MX2MC");
        assertThat(c.defenders()).extracting(UnitId::toString).containsExactly("US1IN");
        assertThat(Theatre.lines(o, "intercepted")).singleElement().asString().contains("MX1MC intercepted US1IN");
    }

    @Test
    @DisplayName("GITM 8.11 a point beyond the interceptor's allowance: it moves its 4 squares towards it and intercepts nothing")
    void gitm_8_11_beyondTheAllowance() {
        TurnOutcome o = run(theatre(new ScriptedCombat())
                .unit("MX1IN", "NE", SQ, "7-7").orders("MX1IN", "INTERCEPT 7-7 RADIUS 7")
                .unit("US1LC", "US", SQ, "1-13").orders("US1LC", "MOVE TO 7-13"));
        // the first square MX1IN could claim is 7-13, six steps off for both
        assertThat(moved(o, "MX1IN")).extracting(m -> m.how() + " " + m.to())
                .containsExactly(TacticalMoveKind.INTERCEPT + " 7-11");
        assertThat(at(o, "US1LC")).isEqualTo("7-13");
        assertThat(battles(o)).isEmpty();
        assertThat(Theatre.lines(o, "intercepted")).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.11 intercept moves use no waypoint, so an interceptor cannot cross a river to the mover, even where its line runs over a ford (GITM 8.7)")
    void gitm_8_11_noWaypointAcrossARiver() {
        TurnOutcome dry = run(mx1mc(new ScriptedCombat()).unit("US1IN", "US", SQ, "3-4").orders("US1IN", "MOVE TO 7-4"));
        assertThat(at(dry, "MX1MC")).as("without the river it meets the mover at 6-4").isEqualTo("6-4");
        TurnOutcome wet = run(mx1mc(new ScriptedCombat())
                .terrain(SQ, TacticalTerrain.RIVER, "0-6", "1-6", "2-6", "3-6", "4-6", "5-6", "6-6", "7-6", "8-6",
                        "9-6", "10-6", "11-6", "12-6", "13-6")
                .terrain(SQ, TacticalTerrain.FORD, "7-6", "14-6")
                .unit("US1IN", "US", SQ, "3-4").orders("US1IN", "MOVE TO 7-4"));
        assertThat(at(wet, "MX1MC")).isEqualTo("7-7");
        assertThat(at(wet, "US1IN")).isEqualTo("7-4");
    }

    @Test
    @DisplayName("GITM 8.11 a unit whose offensive mode is evade does not intercept, and a second interceptor may then")
    void gitm_8_11_evadeDoesNotIntercept() {
        TurnOutcome o = run(theatre(new ScriptedCombat())
                .unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3", "OFFENSIVE EVADE")
                .unit("MX2MC", "NE", SQ, "7-8", b -> b.fatigue(4)).orders("MX2MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 5-7"));
        assertThat(at(o, "MX1MC")).isEqualTo("7-7");
        assertThat(at(o, "MX2MC")).isEqualTo("5-7");
        assertThat(battles(o)).singleElement().satisfies(b -> assertThat(b.attackers())
                .containsExactly(UnitId.of("MX2MC")));
    }

    @Test
    @DisplayName("GITM 8.11, 6.5 an intercept order acts only in the tactical phases it names")
    void gitm_8_11_onlyInTheOrderedPhases() {
        TurnOutcome o = run(theatre(new ScriptedCombat())
                .unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3 PHASES 2-4")
                .unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 5-7")
                .unit("US2IN", "US", SQ, "9-5").orders("US2IN", "MOVE TO 9-7 PHASE 2"));
        assertThat(at(o, "US1IN")).as("moved in phase 1, before the order applies").isEqualTo("5-7");
        assertThat(Theatre.lines(o, "intercepted")).singleElement().asString().startsWith("Tactical phase 2")
                .contains("MX1MC intercepted US2IN");
    }
}
