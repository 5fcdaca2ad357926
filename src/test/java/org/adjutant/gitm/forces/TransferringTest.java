package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.MenTransferred;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** SoW 4.11 transfers of men and batteries, carried out in step O5 (docs/rules/sow.md section 10). */
class TransferringTest {
    private static final String SQUARE = "G2-V2";

    /** The section's worked example: MX21IN and MX22IN side by side. */
    private static Theatre example() {
        return Muster.ground()
                .unit("MX21IN", "NE", SQUARE, "5-5", b -> b.men(400).quality(Quality.POOR).experience(12).morale(50)
                        .fatigue(3).ammunition(5).supplies(1))
                .unit("MX22IN", "NE", SQUARE, "5-6", b -> b.men(350).quality(Quality.FAIR).experience(15).morale(60)
                        .fatigue(0).ammunition(2).supplies(0));
    }

    @Test
    @DisplayName("SoW 4.11 the receiver's ratings become the averages by men; the giver's do not change")
    void sow_4_11_average() {
        Muster m = Muster.of(example()).office("paredes", "TRANSFER 200 MEN FROM MX22IN TO MX21IN").run();
        Unit to = m.unit("MX21IN");
        assertThat(to.men()).isEqualTo(600);
        assertThat(to.quality()).as("rhu((2 x 400 + 3 x 200) / 600) = rhu(2.33)").isEqualTo(Quality.POOR);
        assertThat(to.experience()).isEqualTo(13);
        assertThat(to.morale()).as("rhu(53.3)").isEqualTo(53);
        assertThat(to.fatigue()).isEqualTo(2);
        assertThat(to.ammunition()).isEqualTo(4);
        assertThat(to.supplies()).as("rhu(0.67)").isEqualTo(1);
        Unit from = m.unit("MX22IN");
        assertThat(from.men()).isEqualTo(150);
        assertThat(List.of(from.quality(), from.experience(), from.morale(), from.fatigue(), from.ammunition()))
                .containsExactly(Quality.FAIR, 15, 60, 0, 2);
        assertThat(m.only(MenTransferred.class).describe()).isEqualTo("MX22IN gave 200 men to MX21IN in G2-V2 on"
                + " the order of the War Minister: MX22IN has 150 men, MX21IN 600 (SoW 4.11).");
        assertThat(m.only(MenTransferred.class).visibility().observers())
                .containsExactly("MX21IN", "MX22IN", "minister:NE");
    }

    @Test
    @DisplayName("SoW 4.11 the commander of the giving unit may order it in his unit's block")
    void sow_4_11_commanderOfGiver() {
        Muster m = Muster.of(example().orders("MX22IN", "TRANSFER 100 MEN TO MX21IN")).run();
        assertThat(m.unit("MX21IN").men()).isEqualTo(500);
        assertThat(m.unit("MX22IN").men()).isEqualTo(250);
        assertThat(m.only(MenTransferred.class).by()).isEqualTo("the commander of MX22IN");
    }

    @Test
    @DisplayName("SoW 4.9, 4.11 a transfer that would take the receiver above its ceiling is refused whole")
    void sow_4_11_ceiling() {
        Theatre t = Muster.ground()
                .unit("MX4IN", "NE", SQUARE, "5-5", b -> b.men(1400))
                .unit("MX5IN", "NE", SQUARE, "5-5", b -> b.men(600).batteries(1))
                .unit("MX6IN", "NE", SQUARE, "5-5", b -> b.men(600).batteries(1));
        Muster m = Muster.of(t).office("paredes", "TRANSFER 200 MEN FROM MX5IN TO MX4IN",
                "TRANSFER 1 BATTERY FROM MX5IN TO MX6IN").run();
        assertThat(m.unit("MX4IN").men()).isEqualTo(1400);
        assertThat(m.unit("MX5IN").men()).isEqualTo(600);
        assertThat(m.unit("MX6IN").batteries()).isEqualTo(1);
        assertThat(m.events(OrderNotCarriedOut.class)).extracting(OrderNotCarriedOut::describe).containsExactly(
                "The order TRANSFER 200 MEN 0 BATTERIES FROM MX5IN TO MX4IN (from the War Minister) was not carried"
                        + " out: MX4IN would have 1,600 men; a unit of infantry may be brought to at most 1,500"
                        + " (SoW 4.9).",
                "The order TRANSFER 0 MEN 1 BATTERIES FROM MX5IN TO MX6IN (from the War Minister) was not carried"
                        + " out: MX6IN would have 2 batteries; a unit of infantry has at most 1 (SoW 4.9).");
    }

    @Test
    @DisplayName("SoW 4.9, 4.11 a Guardia Presidencial unit keeps its men but is never brought above 1,500 again")
    void sow_4_11_guardia() {
        Theatre t = Muster.ground()
                .unit("MX30IN", "NE", SQUARE, "5-5", b -> b.men(1450).guard(true))
                .unit("MX31IN", "NE", SQUARE, "5-5", b -> b.men(600));
        Muster m = Muster.of(t).office("paredes", "TRANSFER 100 MEN FROM MX31IN TO MX30IN").run();
        assertThat(m.unit("MX30IN").men()).isEqualTo(1450);
        assertThat(m.only(OrderNotCarriedOut.class).reason()).isEqualTo(
                "MX30IN would have 1,550 men; a Guardia Presidencial unit may be brought to at most 1,500 (SoW 4.9)");
    }

    @Test
    @DisplayName("SoW 4.11, 4.13 giving every man is a merge, not a transfer; an artillery unit may give all its batteries")
    void sow_4_11_donorKeepsAMan() {
        Theatre t = example()
                .unit("MX1LA", "NE", SQUARE, "5-5", b -> b.men(300).batteries(2))
                .unit("MX2LA", "NE", SQUARE, "5-5", b -> b.men(300).batteries(1));
        Muster m = Muster.of(t).office("paredes", "TRANSFER 350 MEN FROM MX22IN TO MX21IN",
                "TRANSFER 2 BATTERIES FROM MX1LA TO MX2LA").run();
        assertThat(m.unit("MX22IN").men()).isEqualTo(350);
        assertThat(m.only(OrderNotCarriedOut.class).reason())
                .isEqualTo("the transfer would leave MX22IN with no men: merge it instead (SoW 4.13)");
        assertThat(m.unit("MX1LA").batteries()).isZero();
        assertThat(m.unit("MX2LA").batteries()).isEqualTo(3);
        assertThat(m.unit("MX2LA").morale()).as("batteries alone change no rating").isEqualTo(50);
    }

    @Test
    @DisplayName("SoW 4.11 only between units of the same type and the same state, never headquarters")
    void sow_4_11_sameTypeSameState() {
        Theatre t = example()
                .unit("MX23LI", "NE", SQUARE, "5-5", b -> b.men(600))
                .unit("MX24IN", "NM", SQUARE, "5-5", b -> b.men(600))
                .unit("MX1CQ", "NE", SQUARE, "5-5")
                .unit("MX2CQ", "NE", SQUARE, "5-5");
        Muster m = Muster.of(t).office("paredes", "TRANSFER 100 MEN FROM MX22IN TO MX23LI",
                "TRANSFER 100 MEN FROM MX22IN TO MX24IN", "TRANSFER 10 MEN FROM MX1CQ TO MX2CQ").run();
        assertThat(m.events(OrderNotCarriedOut.class)).extracting(OrderNotCarriedOut::reason).containsExactly(
                "MX22IN and MX23LI are not of the same type, so they cannot transfer men (SoW 4.11)",
                "MX22IN and MX24IN belong to different states, so they cannot transfer men (SoW 4.11)",
                "headquarters cannot transfer men (SoW 4.11)");
        assertThat(m.unit("MX22IN").men()).isEqualTo(350);
    }

    @Test
    @DisplayName("SoW 4.11 supplies follow the average but are never made: the newcomers bring the giver's supply")
    void sow_4_11_suppliesBrought() {
        Theatre t = Muster.ground()
                .unit("MX21IN", "NE", SQUARE, "5-5", b -> b.men(100).supplies(0))
                .unit("MX22IN", "NE", SQUARE, "5-5", b -> b.men(600).supplies(1));
        Muster m = Muster.of(t).office("paredes", "TRANSFER 200 MEN FROM MX22IN TO MX21IN").run();
        assertThat(m.unit("MX21IN").supplies()).as("rhu(200 / 300)").isEqualTo(1);
        assertThat(m.unit("MX22IN").supplies()).isZero();
        assertThat(m.ledger().entries()).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.11 when the average takes the receiver's supply away, the newcomers ate it")
    void sow_4_11_suppliesEaten() {
        Theatre t = Muster.ground()
                .unit("MX21IN", "NE", SQUARE, "5-5", b -> b.men(100).supplies(1))
                .unit("MX22IN", "NE", SQUARE, "5-5", b -> b.men(600).supplies(0));
        Muster m = Muster.of(t).office("paredes", "TRANSFER 300 MEN FROM MX22IN TO MX21IN").run();
        assertThat(m.unit("MX21IN").supplies()).as("rhu(100 / 400)").isZero();
        assertThat(m.ledger().entries()).isEqualTo(java.util.Map.of(
                org.adjutant.gitm.sequence.SupplyLedger.Flow.CONSUMED, 1));
    }

    @Test
    @DisplayName("SoW 4.11 on a truce turn the units may stand anywhere: 20 squares apart is no bar")
    void sow_4_11_truceAnywhere() {
        TurnCalendar truce = new TurnCalendar(List.of(new TurnCalendar.Pause(1, 1, TurnCalendar.Kind.TRUCE)));
        Theatre t = Muster.ground().settings(GameSettings.DEFAULT.withCalendar(truce))
                .unit("MX21IN", "NE", "G0-V0", "5-5", b -> b.men(400))
                .unit("MX22IN", "NE", "I0-V0", "5-5", b -> b.men(350));
        assertThat(t.state().unit("MX21IN").orElseThrow().location().strategic()
                .distanceTo(t.state().unit("MX22IN").orElseThrow().location().strategic())).isEqualTo(20);
        Muster m = Muster.of(t).office("paredes", "TRANSFER 200 MEN FROM MX22IN TO MX21IN").run();
        assertThat(m.unit("MX21IN").men()).isEqualTo(600);
        assertThat(m.unit("MX22IN").men()).isEqualTo(150);
    }

    @Test
    @DisplayName("SoW 4.11 on a wartime turn the units share a strategic square")
    void sow_4_11_wartimeSameSquare() {
        Theatre t = Muster.ground()
                .unit("MX21IN", "NE", "G0-V0", "5-5", b -> b.men(400))
                .unit("MX22IN", "NE", "G1-V0", "5-5", b -> b.men(350));
        Muster m = Muster.of(t).office("paredes", "TRANSFER 200 MEN FROM MX22IN TO MX21IN").run();
        assertThat(m.unit("MX21IN").men()).isEqualTo(400);
        assertThat(m.only(OrderNotCarriedOut.class).reason()).isEqualTo("MX22IN is in G1-V0 and MX21IN in G0-V0:"
                + " they must be in the same strategic square to transfer men (SoW 4.11)");
    }

    @Test
    @DisplayName("SoW 4.11 with enemy units in the square the two must share a tactical square, judged at the deadline")
    void sow_4_11_enemyInSquare() {
        Theatre t = example().unit("US1IN", "US", SQUARE, "12-12", b -> b.readiness(
                org.adjutant.gitm.unit.Readiness.INACTIVE));
        Muster m = Muster.of(t).office("paredes", "TRANSFER 200 MEN FROM MX22IN TO MX21IN").run();
        assertThat(m.unit("MX21IN").men()).isEqualTo(400);
        OrderNotCarriedOut refused = m.only(OrderNotCarriedOut.class);
        assertThat(refused.reason()).isEqualTo("enemy units are in G2-V2, so MX22IN and MX21IN must share a tactical"
                + " square to transfer men (SoW 4.11)");
        assertThat(refused.visibility().observers()).containsExactly("MX21IN", "MX22IN", "minister:NE");

        Theatre together = Muster.ground()
                .unit("MX21IN", "NE", SQUARE, "5-5", b -> b.men(400))
                .unit("MX22IN", "NE", SQUARE, "5-5", b -> b.men(350))
                .unit("US1IN", "US", SQUARE, "12-12");
        assertThat(Muster.of(together).office("paredes", "TRANSFER 200 MEN FROM MX22IN TO MX21IN").run()
                .unit("MX21IN").men()).isEqualTo(600);
    }

    @Test
    @DisplayName("SoW 4.11 an office's transfer stands only while its giver is the War Minister of the units' state")
    void sow_4_11_onlyTheirWarMinister() {
        Muster m = Muster.of(example()).office("marcy", "TRANSFER 200 MEN FROM MX22IN TO MX21IN").run();
        assertThat(m.unit("MX21IN").men()).isEqualTo(400);
        assertThat(m.only(OrderNotCarriedOut.class).reason())
                .isEqualTo("marcy is not the War Minister of NE, whose unit MX22IN is");
    }

    @Test
    @DisplayName("SoW 4.11 transfers run one after another, each on the position the one before left")
    void sow_4_11_inTurn() {
        Muster m = Muster.of(example()).office("paredes", "TRANSFER 200 MEN FROM MX22IN TO MX21IN",
                "TRANSFER 200 MEN FROM MX22IN TO MX21IN").run();
        assertThat(m.unit("MX22IN").men()).isEqualTo(150);
        assertThat(m.only(OrderNotCarriedOut.class).reason()).isEqualTo("MX22IN has only 150 men to give, not 200");
    }

    @Test
    @DisplayName("SoW 4.11 the position after the turn shows both units' new strengths")
    void sow_4_11_nextPosition() {
        // both carry a supply, so that the robot's supply phase finds nobody hungry (GITM 10.8 desertion)
        Theatre t = Muster.ground()
                .unit("MX21IN", "NE", SQUARE, "5-5", b -> b.men(400).supplies(1))
                .unit("MX22IN", "NE", SQUARE, "5-6", b -> b.men(350).supplies(1));
        GitmState next = Theatre.next(Muster.robotTurn(t.orders("MX22IN", "TRANSFER 200 MEN TO MX21IN"),
                java.util.Map.of()));
        assertThat(next.unit("MX21IN").orElseThrow().men()).isEqualTo(600);
        assertThat(next.unit("MX22IN").orElseThrow().men()).isEqualTo(150);
    }
}
