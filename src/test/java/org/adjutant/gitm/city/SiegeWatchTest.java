package org.adjutant.gitm.city;

import static org.adjutant.gitm.city.CityFixture.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.SiegeBegun;
import org.adjutant.gitm.event.SiegeLifted;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Combat;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Sieges begun and lifted at the phase-end checks of whole turns (GITM 10.3; docs/rules/gitm-10-supply.md sections
 * 5.2 and 13), and a capture in a strategic phase (section 6): NE's Monterrey on 5-5 of G1-V1, tactical movement as
 * the robot runs it, and a combat that fights nothing but notes what the siege plug-in answered while it ran.
 */
class SiegeWatchTest {
    /** Whether the garrison was shut in, as combat asked in each tactical phase. */
    private static final class Watching implements Combat {
        final Map<Phase, Boolean> shutIn = new TreeMap<>();

        @Override
        public void fight(Phase phase, org.adjutant.gitm.sequence.TurnContext turn,
                          org.adjutant.gitm.movement.BattleContacts battles) {
            var board = turn.board();
            if (board.has(UnitId.of("MX1IN"))) {
                shutIn.put(phase, turn.plugins().sieges().besieged(board.unit(UnitId.of("MX1IN")), board));
            }
        }
    }

    private static List<String> lines(TurnOutcome o, Class<? extends GitmEvent> kind) {
        List<String> out = new ArrayList<>();
        Theatre.events(o).stream().filter(kind::isInstance).forEach(e -> out.add(e.phase() + ": " + e.describe()));
        return out;
    }

    private static GitmState next(TurnOutcome o) {
        return Theatre.next(o);
    }

    @Test
    @DisplayName("GITM 10.3 a siege begins only once the phase's combat is over (the garrison attacked as the besiegers arrive may still get out), then shuts the garrison in (8.4); the besiegers marching away lift it at that phase's end")
    void gitm_10_3_siege_begins_at_end_of_phase() {
        Watching combat = new Watching();
        Theatre t = CityFixture.theatre(combat).city(SQ, "Monterrey", "5-5", "NE")
                .unit("MX1IN", "NE", SQ, "5-5", u -> u.men(1000))
                .unit("US1IN", "US", SQ, "9-5", u -> u.men(1200))
                .unit("US2IN", "US", SQ, "5-9", u -> u.men(1200))
                .unit("US3IN", "US", SQ, "1-5", u -> u.men(500))
                .orders("US1IN", "MOVE TO 6-5 PHASE 1", "PATH - G2-V1")
                .orders("US2IN", "MOVE TO 5-6 PHASE 1", "PATH - G1-V2")
                .orders("US3IN", "MOVE TO 5-5 PHASE 1")
                .orders("MX1IN", "MOVE TO 2-2 PHASE 2");
        TurnOutcome o = t.run();
        assertThat(combat.shutIn).containsEntry(Phase.TACTICAL_1, false).containsEntry(Phase.TACTICAL_2, true);
        assertThat(lines(o, SiegeBegun.class)).containsExactly(
                "Tactical phase 1: NE's Monterrey (G1-V1, 5-5) is besieged by US.");
        assertThat(Theatre.lines(o, "tactical-move-refused")).anyMatch(l -> l.startsWith("Tactical phase 2")
                && l.contains("MX1IN") && l.contains("Monterrey is besieged"));
        assertThat(Theatre.lines(o, "tactical-move-refused")).filteredOn(l -> l.contains("MX1IN"))
                .as("shut in through tactical phase 4").hasSize(3);
        assertThat(lines(o, SiegeLifted.class)).containsExactly(
                "Strategic phase 2: The siege of Monterrey (G1-V1, 5-5) is lifted: the besiegers have gone.");
        // Free again, the garrison walks out in the final tactical phase, and US3IN, left alone in the city, takes it.
        assertThat(Theatre.where(o, "MX1IN")).isEqualTo(SQ + " 2-2");
        assertThat(lines(o, CityCaptured.class)).containsExactly(
                "Final tactical phase: US took Monterrey (G1-V1, 5-5) from NE; 5 supplies kept, 5 lost.");
        assertThat(next(o).cities().get("Monterrey").besieged()).isFalse();
        assertThat(next(o).cities().get("Monterrey").state()).isEqualTo("US");
    }

    @Test
    @DisplayName("GITM 10.3 a siege on record stands through the turn while the test still holds, and the record keeps the turn it began")
    void gitm_10_3_siege_recorded_stands() {
        Watching combat = new Watching();
        Theatre t = CityFixture.theatre(combat).city(SQ, "Monterrey", "5-5", "NE").turn(5)
                .unit("MX1IN", "NE", SQ, "5-5", u -> u.men(1000))
                .unit("US1IN", "US", SQ, "6-5", u -> u.men(1200))
                .orders("MX1IN", "PATH G0-V1");
        GitmState s = CityFixture.holding(t.state(), "Monterrey", "NE", 10, 2);
        TurnOutcome o = new org.adjutant.gitm.sequence.GitmTurnEngine(t.plugins()).resolve(s,
                s.map(n -> java.util.Optional.empty()), orders(s), Map.of(),
                org.adjutant.ruleset.SeededDice.forTurn(1846, 5));
        assertThat(lines(o, SiegeBegun.class)).isEmpty();
        assertThat(lines(o, SiegeLifted.class)).isEmpty();
        assertThat(Theatre.where(o, "MX1IN")).as("GITM 7.8: shut in, no strategic march").isEqualTo(SQ + " 5-5");
        assertThat(Theatre.lines(o, "blocked")).hasSize(6).allMatch(l -> l.contains("shut up in besieged Monterrey (GITM 7.8)"));
        assertThat(combat.shutIn.values()).containsOnly(true);
        assertThat(next(o).cities().get("Monterrey").besiegedSince()).isEqualTo(2);
    }

    @Test
    @DisplayName("Designed (GITM 10 design 6): a strategic march onto a city on the map's edge takes it at the end of that strategic phase")
    void gitm_6_city_capture_mapEdgeInStrategicPhase() {
        Theatre t = CityFixture.theatre(new Watching()).city(SQ, "Matamoros", "14-7", "NE")
                .unit("US1IN", "US", "G2-V1", "0-7", u -> u.men(900))
                .orders("US1IN", "PATH G1-V1", "ENTRY 14-7");
        TurnOutcome o = t.run();
        assertThat(Theatre.where(o, "US1IN")).isEqualTo(SQ + " 14-7");
        assertThat(lines(o, CityCaptured.class)).containsExactly(
                "Strategic phase 1: US took Matamoros (G1-V1, 14-7) from NE; 5 supplies kept, 5 lost.");
        assertThat(next(o).cities().get("Matamoros").state()).isEqualTo("US");
        assertThat(Theatre.unit(o, "US1IN").morale()).as("GITM 3.7 +8 in the city's square").isEqualTo(58);
    }

    @Test
    @DisplayName("Designed (GITM 10 design 13): on a truce turn every siege is lifted at the start of the turn and none is judged")
    void gitm_13_peaceLiftsSieges() {
        Watching combat = new Watching();
        Theatre t = CityFixture.theatre(combat).city(SQ, "Monterrey", "5-5", "NE").turn(5)
                .unit("MX1IN", "NE", SQ, "5-5", u -> u.men(1000))
                .unit("US1IN", "US", SQ, "6-5", u -> u.men(1500))
                .unit("US2IN", "US", SQ, "4-5", u -> u.men(1500));
        var truce = new org.adjutant.gitm.state.TurnCalendar(List.of(
                new org.adjutant.gitm.state.TurnCalendar.Pause(1, 5, org.adjutant.gitm.state.TurnCalendar.Kind.TRUCE)));
        GitmState s = CityFixture.holding(t.state(), "Monterrey", "NE", 10, 2);
        s = s.withSettings(s.settings().withCalendar(truce));
        TurnOutcome o = new org.adjutant.gitm.sequence.GitmTurnEngine(t.plugins()).resolve(s,
                s.map(n -> java.util.Optional.empty()), orders(s), Map.of(),
                org.adjutant.ruleset.SeededDice.forTurn(1846, 5));
        assertThat(lines(o, SiegeLifted.class)).containsExactly(
                "Orders: The siege of Monterrey (G1-V1, 5-5) is lifted: peace or truce.");
        assertThat(lines(o, SiegeBegun.class)).isEmpty();
        assertThat(next(o).cities().get("Monterrey").besieged()).isFalse();
    }

    private static Map<String, org.adjutant.ruleset.UnitOrders> orders(GitmState s) {
        Map<String, org.adjutant.ruleset.UnitOrders> all = new TreeMap<>();
        for (var u : s.units()) {
            String id = u.id().toString();
            all.put(id, new org.adjutant.ruleset.UnitOrders(id, org.adjutant.ruleset.UnitOrders.Source.SUBMITTED,
                    u.id().toString().equals("MX1IN") && s.isCampaignTurn() ? List.of("PATH G0-V1") : List.of()));
        }
        return all;
    }
}
