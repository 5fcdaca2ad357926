package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.at;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.order.Branch;
import org.adjutant.gitm.order.DefaultOrders;
import org.adjutant.gitm.order.GitmOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 8.4 for every kind of tactical move: NE's Monterrey stands at 5-5 of G1-V1, its garrison MX1IN is shut up in it
 * while it is besieged, and may leave the city square only by a one-square move that attacks a besieger. Each case is
 * run besieged and, as the control that the move would otherwise be made, not besieged.
 */
class BesiegedGarrisonTest {
    private static final String REASON = "Monterrey is besieged, and its garrison may leave the city square only to"
            + " attack a besieger one square away (GITM 8.4)";

    private static PhaseFixture monterrey(Theatre t, boolean besieged) {
        return PhaseFixture.withFort(t, SQ, "5-5", 5000, besieged);
    }

    private static List<String> moves(PhaseFixture f, String unit) {
        return f.events(TacticalMoved.class).stream().filter(m -> m.unit().toString().equals(unit))
                .map(m -> m.how() + " " + m.from() + "->" + m.to()).toList();
    }

    /** MX1IN in Monterrey under {@code orders}, with the troops {@code around} adds; {@code step} of phase 1 run. */
    private static PhaseFixture garrison(TacticalStep.Order step, boolean besieged, String orders,
                                         UnaryOperator<Theatre> around) {
        PhaseFixture f = monterrey(around.apply(Theatre.openGround("G0-V0", "G2-V2"))
                .unit("MX1IN", "NE", SQ, "5-5").orders("MX1IN", orders), besieged);
        f.run(step, f.phase(Phase.TACTICAL_1, "MX1IN"));
        return f;
    }

    private static final UnaryOperator<Theatre> BESIEGER_BESIDE = t -> t.unit("US1IN", "US", SQ, "6-5");

    @Test
    @DisplayName("GITM 8.4 specified move: the garrison may not march off, nor through a waypoint; one square onto a besieger is a sally")
    void gitm_8_4_specifiedMove() {
        for (String order : List.of("MOVE TO 5-8", "MOVE TO 5-9 VIA 5-6")) {
            PhaseFixture f = garrison(TacticalStep.Order.OWN_MOVES, true, order, BESIEGER_BESIDE);
            assertThat(f.at("MX1IN")).as(order).isEqualTo("5-5");
            assertThat(f.lines("tactical-move-refused")).as(order).singleElement().asString().contains(REASON);
            assertThat(garrison(TacticalStep.Order.OWN_MOVES, false, order, BESIEGER_BESIDE).at("MX1IN"))
                    .as(order + ", not besieged").isNotEqualTo("5-5");
        }
        PhaseFixture sally = garrison(TacticalStep.Order.OWN_MOVES, true, "MOVE TO 6-5", BESIEGER_BESIDE);
        assertThat(sally.at("MX1IN")).isEqualTo("6-5");
        assertThat(sally.lines("tactical-move-refused")).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.4 engage move: the garrison engages a besieger next to the city, but does not march out to a nearest enemy further off")
    void gitm_8_4_engageMove() {
        UnaryOperator<Theatre> enemyFar = t -> t.unit("US1IN", "US", SQ, "8-5");
        PhaseFixture far = garrison(TacticalStep.Order.OWN_MOVES, true, "ENGAGE", enemyFar);
        assertThat(far.at("MX1IN")).isEqualTo("5-5");
        assertThat(far.lines("tactical-move-refused")).singleElement().asString().contains(REASON);
        assertThat(garrison(TacticalStep.Order.OWN_MOVES, false, "ENGAGE", enemyFar).at("MX1IN"))
                .as("not besieged, it engages").isEqualTo("8-5");
        assertThat(garrison(TacticalStep.Order.OWN_MOVES, true, "ENGAGE", t -> t.unit("US1IN", "US", SQ, "6-6"))
                .at("MX1IN")).as("a sally against the besieger beside the city").isEqualTo("6-6");
    }

    @Test
    @DisplayName("GITM 8.4 support move: the garrison is told it may not go to a battle two squares off; it joins one beside the city")
    void gitm_8_4_supportMove() {
        String order = "SUPPORT 5-5 RADIUS 2";
        UnaryOperator<Theatre> battleTwoAway = t -> t.unit("MX2IN", "NE", SQ, "7-5").unit("US1IN", "US", SQ, "7-5");
        PhaseFixture f = garrison(TacticalStep.Order.SUPPORT_MOVES, true, order, battleTwoAway);
        assertThat(f.at("MX1IN")).isEqualTo("5-5");
        assertThat(f.lines("tactical-move-refused")).singleElement().asString().contains(REASON);
        assertThat(moves(garrison(TacticalStep.Order.SUPPORT_MOVES, false, order, battleTwoAway), "MX1IN"))
                .as("not besieged, it supports").containsExactly("SUPPORT 5-5->7-5");
        assertThat(garrison(TacticalStep.Order.SUPPORT_MOVES, true, order,
                t -> t.unit("MX2IN", "NE", SQ, "6-5").unit("US1IN", "US", SQ, "6-5")).at("MX1IN"))
                .as("joining the fight against a besieger beside the city").isEqualTo("6-5");
    }

    @Test
    @DisplayName("GITM 8.4 intercept move: the garrison intercepts a besieger only one square from the city")
    void gitm_8_4_interceptMove() {
        // US2IN marches down column 7: the garrison's point would be two squares out
        for (boolean besieged : new boolean[] {true, false}) {
            PhaseFixture f = monterrey(Theatre.openGround("G0-V0", "G2-V2")
                    .unit("US2IN", "US", SQ, "7-1").orders("US2IN", "MOVE TO 7-9")
                    .unit("MX1IN", "NE", SQ, "5-5").orders("MX1IN", "INTERCEPT 5-5 RADIUS 3"), besieged);
            f.run(TacticalStep.Order.OWN_MOVES, f.phase(Phase.TACTICAL_1, "MX1IN", "US2IN"));
            if (besieged) {
                assertThat(f.at("MX1IN")).isEqualTo("5-5");
                assertThat(f.at("US2IN")).as("not intercepted: it marches its four squares").isEqualTo("7-5");
            } else {
                assertThat(moves(f, "MX1IN")).as("not besieged, it intercepts").singleElement().asString()
                        .startsWith("INTERCEPT 5-5->");
            }
        }
        // down column 6, from 6-2: the point 6-4 is next to the city
        PhaseFixture beside = monterrey(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US2IN", "US", SQ, "6-2").orders("US2IN", "MOVE TO 6-9")
                .unit("MX1IN", "NE", SQ, "5-5").orders("MX1IN", "INTERCEPT 5-5 RADIUS 3"), true);
        beside.run(TacticalStep.Order.OWN_MOVES, beside.phase(Phase.TACTICAL_1, "MX1IN", "US2IN"));
        assertThat(moves(beside, "MX1IN")).containsExactly("INTERCEPT 5-5->6-4");
        assertThat(beside.at("US2IN")).isEqualTo("6-4");
    }

    @Test
    @DisplayName("GITM 8.4, 8.2 fort move: going into or out of the fort stays on the city square and is allowed under siege")
    void gitm_8_4_fortMove() {
        PhaseFixture in = monterrey(Theatre.openGround("G0-V0", "G2-V2").unit("US1IN", "US", SQ, "6-5")
                .unit("MX1IN", "NE", SQ, "5-5").orders("MX1IN", "MOVE TO 5-5"), true);
        in.run(TacticalStep.Order.FORT_MOVES, in.phase(Phase.TACTICAL_1, "MX1IN"));
        assertThat(in.unit("MX1IN").inFort()).isTrue();
        PhaseFixture out = monterrey(Theatre.openGround("G0-V0", "G2-V2").unit("US1IN", "US", SQ, "6-5")
                .unit("MX1IN", "NE", SQ, "5-5", b -> b.inFort(true)).orders("MX1IN", "MOVE TO 5-5", "NO FORT"), true);
        out.run(TacticalStep.Order.FORT_MOVES, out.phase(Phase.TACTICAL_1, "MX1IN"));
        assertThat(out.unit("MX1IN").inFort()).isFalse();
        assertThat(out.at("MX1IN")).isEqualTo("5-5");
    }

    @Test
    @DisplayName("GITM 8.4, 6.9 default orders: a garrison without orders (support within 2 of where it stands) stays in the besieged city all turn while a battle goes on two squares off")
    void gitm_8_4_defaultOrders() {
        List<String> defaults = DefaultOrders.forUnit(Branch.IN, TacticalSquare.of("5-5")).stream()
                .map(GitmOrder::normalForm).toList();
        assertThat(defaults).contains("SUPPORT 5-5 RADIUS 2 PHASES 1-5");
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        t.plugins(t.plugins().withTactical(new GitmTacticalMovement(TacticalSight.NEARBY,
                (city, board) -> city.name().equals("Monterrey"))));
        t.unit("MX1IN", "NE", SQ, "5-5", b -> b.inFort(true)).unit("MX2IN", "NE", SQ, "7-5")
                .unit("US2IN", "US", SQ, "9-5");
        TurnOutcome o = TacticalMovementTest.runWithFort(t, "5-5", Map.of(
                "MX1IN", defaults,
                "US2IN", List.of("MOVE TO 7-5 PHASE 1")));
        assertThat(TacticalMovementTest.battles(o)).anyMatch(b -> b.at().toString().equals("7-5"));
        assertThat(at(o, "MX1IN")).as("it stays in the city").isEqualTo("5-5");
        assertThat(Theatre.lines(o, "tactical-moved")).noneMatch(l -> l.contains("MX1IN"));
        assertThat(Theatre.lines(o, "tactical-move-refused")).anyMatch(l -> l.startsWith("Tactical phase 1")
                && l.contains("MX1IN") && l.contains(REASON));
    }
}
