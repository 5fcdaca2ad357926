package org.adjutant.gitm.sequence;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.movement.FixedDice;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TurnSequenceTest {
    @Test
    @DisplayName("GITM 5.2 a turn: supply, strategic withdrawal, tactical 1-2, strategic 1, tactical 3-4, strategic 2-6, final tactical")
    void gitm_5_2_phaseOrder() {
        assertThat(Phase.campaignTurn()).extracting(Phase::title).containsExactly("Orders", "Supply phase",
                "Strategic withdrawal", "Tactical phase 1", "Tactical phase 2", "Strategic phase 1",
                "Tactical phase 3", "Tactical phase 4", "Strategic phase 2", "Strategic phase 3", "Strategic phase 4",
                "Strategic phase 5", "Strategic phase 6", "Final tactical phase", "End of turn");
        assertThat(Phase.campaignTurn().stream().filter(Phase::isTactical).count()).isEqualTo(5);
        assertThat(Phase.campaignTurn().stream().filter(Phase::isStrategic).count())
                .isEqualTo(Phase.STRATEGIC_PHASES);
        assertThat(Phase.campaignTurn().stream().filter(Phase::hasCombat).map(Phase::number))
                .containsExactly(1, 2, 3, 4);
    }

    @Test
    @DisplayName("GITM 5.2 the engine calls supply, tactical movement, bombardment then combat (phases 1-4 only) and the end-of-turn steps in order")
    void gitm_5_2_plugInPointsRunInOrder() {
        List<String> calls = new ArrayList<>();
        TurnPlugins plugins = TurnPlugins.standard()
                .withSupply((phase, turn) -> calls.add("supply"))
                .withTactical((phase, turn) -> calls.add("move " + phase.number()))
                .withCombat((phase, turn) -> calls.add("bombard " + phase.number()),
                        (phase, turn, battles) -> calls.add("fight " + phase.number()))
                .withEndOfTurn(List.of((phase, turn) -> calls.add("siege surrender")));
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").unit("US1IN", "US", "G1-V1", "7-7")
                .orders("US1IN", "PATH G2-V1");
        t.plugins(plugins.withCommunications(t.plugins().communications()).withBattles(board -> java.util.Set.of()));
        t.run(new FixedDice());
        assertThat(calls).containsExactly("supply", "move 1", "bombard 1", "fight 1", "move 2", "bombard 2",
                "fight 2", "move 3", "bombard 3", "fight 3", "move 4", "bombard 4", "fight 4", "move 5",
                "siege surrender");
    }

    @Test
    @DisplayName("GITM 5.1 fifteen campaign turns make a campaign; the deployment turn leads to turn 1")
    void gitm_5_1_calendar() {
        assertThat(CampaignCalendar.following(1, 0)).containsExactly(1, 1);
        assertThat(CampaignCalendar.following(1, 7)).containsExactly(1, 8);
        assertThat(CampaignCalendar.following(1, 15)).containsExactly(2, 1);
        TurnOutcome o = Theatre.openGround("G0-V0", "G2-V2").unit("US1IN", "US", "G1-V1", "7-7").turn(15).run();
        GitmState next = (GitmState) o.next();
        assertThat(next.campaign()).isEqualTo(2);
        assertThat(next.turn()).isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 3.2 at the end of the turn cavalry, light artillery and army HQs recover 4 fatigue, others 3, never below 0")
    void gitm_3_2_fatigueRecovery() {
        TurnOutcome o = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1LC", "US", "G0-V0", "7-7", b -> b.fatigue(10))
                .unit("US1LA", "US", "G0-V0", "7-7", b -> b.fatigue(10))
                .unit("US1AQ", "US", "G0-V0", "7-7", b -> b.fatigue(10))
                .unit("US1HA", "US", "G0-V0", "7-7", b -> b.fatigue(10))
                .unit("US1IN", "US", "G0-V0", "7-7", b -> b.fatigue(10))
                .unit("US1CQ", "US", "G0-V0", "7-7", b -> b.fatigue(2)).run();
        assertThat(Theatre.unit(o, "US1LC").fatigue()).isEqualTo(6);
        assertThat(Theatre.unit(o, "US1LA").fatigue()).isEqualTo(6);
        assertThat(Theatre.unit(o, "US1AQ").fatigue()).isEqualTo(6);
        assertThat(Theatre.unit(o, "US1HA").fatigue()).isEqualTo(7);
        assertThat(Theatre.unit(o, "US1IN").fatigue()).isEqualTo(7);
        assertThat(Theatre.unit(o, "US1CQ").fatigue()).isEqualTo(0);
    }

    @Test
    @DisplayName("GITM 3.6 marching gives 1 experience a turn, up to 8 and no further")
    void gitm_3_6_marchingExperience() {
        TurnOutcome o = Theatre.openGround("G0-V0", "G3-V3")
                .unit("US1IN", "US", "G0-V0", "7-7", b -> b.experience(3))
                .unit("US2IN", "US", "G0-V1", "7-7", b -> b.experience(8))
                .unit("US3IN", "US", "G0-V2", "7-7", b -> b.experience(3))
                .orders("US1IN", "PATH G1-V0 G2-V0").orders("US2IN", "PATH G1-V1").run();
        assertThat(Theatre.unit(o, "US1IN").experience()).as("two squares, still one point").isEqualTo(4);
        assertThat(Theatre.unit(o, "US2IN").experience()).isEqualTo(8);
        assertThat(Theatre.unit(o, "US3IN").experience()).as("did not march").isEqualTo(3);
    }

    @Test
    @DisplayName("GITM 3.7 (GITM-MD morale2.html) morale gives back a fifth of its distance from 50 each campaign turn, unless a battle moved it")
    void gitm_3_7_moraleDrift() {
        assertThat(MoraleDrift.drift(75)).isEqualTo(-5);
        assertThat(MoraleDrift.drift(25)).isEqualTo(5);
        assertThat(MoraleDrift.drift(50)).isZero();
        assertThat(MoraleDrift.drift(52)).as("a fraction still moves one point").isEqualTo(-1);
        assertThat(MoraleDrift.drift(47)).isEqualTo(1);
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G0-V0", "7-7", b -> b.morale(80))
                .unit("US2IN", "US", "G0-V0", "7-7", b -> b.morale(80));
        t.plugins(t.plugins().withCombat((p, turn) -> {
        }, (p, turn, battles) -> turn.moraleMovedByEvents(org.adjutant.gitm.unit.UnitId.of("US2IN"))));
        TurnOutcome o = t.run();
        assertThat(Theatre.unit(o, "US1IN").morale()).isEqualTo(74);
        assertThat(Theatre.unit(o, "US2IN").morale()).isEqualTo(80);
    }

    @Test
    @DisplayName("the engine is deterministic: same state, orders and seed give byte-identical state and events")
    void deterministic() {
        Theatre t = Theatre.openGround("G0-V0", "G4-V4");
        for (int i = 1; i <= 6; i++) {
            t.unit("US" + i + "IN", "US", "G0-V" + (i % 5), (i + 3) + "-7");
            t.unit("MX" + i + "LC", "NE", "G4-V" + (i % 5), (i + 3) + "-8");
            t.orders("US" + i + "IN", "PATH G1-V" + (i % 5) + " G2-V" + (i % 5) + " G3-V" + (i % 5));
            t.orders("MX" + i + "LC", "PURSUE", "MARCH TO ENEMIES", "PATH - G3-V" + (i % 5));
        }
        TurnOutcome a = t.run(SeededDice.forTurn(42, 5));
        TurnOutcome b = t.run(SeededDice.forTurn(42, 5));
        assertThat(GitmStateCodec.encode((GitmState) a.next())).isEqualTo(GitmStateCodec.encode((GitmState) b.next()));
        assertThat(text(a)).isEqualTo(text(b)).isNotEmpty();
        TurnOutcome other = t.run(SeededDice.forTurn(43, 5));
        assertThat(text(other)).as("another seed is another turn").isNotEqualTo(text(a));
    }

    private static List<String> text(TurnOutcome o) {
        return o.events().stream().map(TurnEvent.class::cast)
                .map(e -> e.phase() + "|" + e.kind() + "|" + e.describe() + "|"
                        + new java.util.TreeSet<>(e.visibility().observers()))
                .toList();
    }
}
