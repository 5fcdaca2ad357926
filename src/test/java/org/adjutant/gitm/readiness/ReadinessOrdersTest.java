package org.adjutant.gitm.readiness;

import static org.adjutant.gitm.readiness.Stand.lines;
import static org.adjutant.gitm.readiness.Stand.readiness;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.ActivationCause;
import org.adjutant.gitm.event.InactivationRefused;
import org.adjutant.gitm.event.ReadinessOrderedBy;
import org.adjutant.gitm.event.UnitActivated;
import org.adjutant.gitm.event.UnitInactivated;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Orders phase's ACTIVATE and INACTIVATE (GITM 11.1-11.2, 1.4; docs/rules/gitm-10-supply.md section 12). */
class ReadinessOrdersTest {
    private static final String CITY_SQUARE = "G1-V6";
    private static final String OPEN_SQUARE = "G2-V6";

    /** Monterrey in G1-V6 with a fort; open ground around it. */
    private static Theatre ground() {
        return Theatre.openGround("G0-V3", "G3-V8").fort(CITY_SQUARE, "Monterrey", "7-7", "NE", 2, 2000);
    }

    private static Theatre inactive(Theatre t, String id, String square, String at) {
        return t.unit(id, "NE", square, at, b -> b.readiness(Readiness.INACTIVE));
    }

    /** A city square holding inactive MX20MI (home militia, not counted), MX21IN and MX22IN. */
    private static Theatre cityWithTwoCounted() {
        Theatre t = ground().unit("MX20MI", "NE", CITY_SQUARE, "6-6",
                b -> b.readiness(Readiness.INACTIVE).homeCity("Monterrey"));
        inactive(t, "MX21IN", CITY_SQUARE, "6-7");
        inactive(t, "MX22IN", CITY_SQUARE, "6-8");
        return t;
    }

    @Test
    @DisplayName("GITM 11.2 a square with a city holds 3 counted inactive units; home militia and fort units do not count")
    void gitm_11_2_limit_city() {
        Theatre t = cityWithTwoCounted()
                .unit("MX23IN", "NE", CITY_SQUARE, "8-6").orders("MX23IN", "INACTIVATE")
                .unit("MX24IN", "NE", CITY_SQUARE, "8-7").orders("MX24IN", "INACTIVATE")
                .unit("MX25IN", "NE", CITY_SQUARE, "7-7", b -> b.inFort(true)).orders("MX25IN", "INACTIVATE");
        TurnOutcome o = Stand.of(t).run();
        assertThat(readiness(o, "MX23IN")).isEqualTo(Readiness.INACTIVE);
        assertThat(readiness(o, "MX24IN")).isEqualTo(Readiness.ACTIVE);
        assertThat(readiness(o, "MX25IN")).as("in the fort: never refused for the limit (GITM 1.4)")
                .isEqualTo(Readiness.INACTIVE);
        assertThat(lines(o, "unit-inactivated", "inactivation-refused")).containsExactly(
                "Orders: MX23IN stood down in G1-V6 on the order of its commander and is inactive (GITM 11.1).",
                "Orders: MX24IN did not stand down: G1-V6 already holds 3 inactive units, the most a square with a"
                        + " city may (GITM 11.2).",
                "Orders: MX25IN stood down in G1-V6 on the order of its commander and is inactive (GITM 11.1).");
    }

    @Test
    @DisplayName("GITM 11.2 a square without a city holds 2 inactive units")
    void gitm_11_2_limit_open() {
        Theatre t = ground();
        inactive(t, "MX21IN", OPEN_SQUARE, "1-1");
        t.unit("MX22IN", "NE", OPEN_SQUARE, "2-2").orders("MX22IN", "INACTIVATE")
                .unit("MX23IN", "NE", OPEN_SQUARE, "3-3").orders("MX23IN", "INACTIVATE")
                // militia away from home count like any unit
                .unit("MX24MI", "NE", OPEN_SQUARE, "4-4", b -> b.homeCity("Monterrey")).orders("MX24MI", "INACTIVATE");
        TurnOutcome o = Stand.of(t).run();
        assertThat(readiness(o, "MX22IN")).isEqualTo(Readiness.INACTIVE);
        assertThat(readiness(o, "MX23IN")).isEqualTo(Readiness.ACTIVE);
        assertThat(readiness(o, "MX24MI")).isEqualTo(Readiness.ACTIVE);
        assertThat(lines(o, "inactivation-refused")).containsExactly(
                "Orders: MX23IN did not stand down: G2-V6 already holds 2 inactive units, the most a square without a"
                        + " city may (GITM 11.2).",
                "Orders: MX24MI did not stand down: G2-V6 already holds 2 inactive units, the most a square without a"
                        + " city may (GITM 11.2).");
    }

    @Test
    @DisplayName("GITM 11.2 no unit stands down with enemy or neutral troops in its strategic square, of any readiness")
    void gitm_11_2_enemyOrNeutralPresent() {
        Theatre t = ground()
                .unit("MX23IN", "NE", OPEN_SQUARE, "1-1").orders("MX23IN", "INACTIVATE")
                .unit("US1IN", "US", OPEN_SQUARE, "13-13", b -> b.readiness(Readiness.INACTIVE))
                .unit("MX30IN", "NE", "G3-V6", "1-1").orders("MX30IN", "INACTIVATE")
                .unit("MX40IN", "YUC", "G3-V6", "13-13")
                .unit("MX31IN", "NE", "G0-V6", "1-1").orders("MX31IN", "INACTIVATE")
                .unit("MX50IN", "NM", "G0-V6", "13-13"); // an ally does not stop it
        TurnOutcome o = Stand.of(t).run();
        assertThat(readiness(o, "MX23IN")).isEqualTo(Readiness.ACTIVE);
        assertThat(readiness(o, "MX30IN")).isEqualTo(Readiness.ACTIVE);
        assertThat(readiness(o, "MX31IN")).isEqualTo(Readiness.INACTIVE);
        assertThat(lines(o, "inactivation-refused")).containsExactly(
                "Orders: MX23IN cannot stand down with enemy or neutral troops in its square (GITM 11.2).",
                "Orders: MX30IN cannot stand down with enemy or neutral troops in its square (GITM 11.2).");
    }

    @Test
    @DisplayName("GITM 11.1 activations come first: a unit taking the field frees a place for another to stand down")
    void gitm_11_1_activationFirst() {
        Theatre t = cityWithTwoCounted();
        inactive(t, "MX23IN", CITY_SQUARE, "8-8");
        t.orders("MX22IN", "ACTIVATE").unit("MX24IN", "NE", CITY_SQUARE, "8-6").orders("MX24IN", "INACTIVATE");
        TurnOutcome o = Stand.of(t).run();
        assertThat(readiness(o, "MX22IN")).isEqualTo(Readiness.ACTIVE);
        assertThat(readiness(o, "MX24IN")).isEqualTo(Readiness.INACTIVE);
        assertThat(lines(o, "unit-activated", "unit-inactivated")).containsExactly(
                "Orders: MX22IN took the field in G1-V6 on the order of its commander (GITM 11.1).",
                "Orders: MX24IN stood down in G1-V6 on the order of its commander and is inactive (GITM 11.1).");
    }

    @Test
    @DisplayName("GITM 11.1 the War Minister's order about a unit stands over its commander's")
    void gitm_11_1_officeWins() {
        Theatre t = ground().unit("MX21IN", "NE", OPEN_SQUARE, "1-1").orders("MX21IN", "INACTIVATE");
        inactive(t, "MX22IN", OPEN_SQUARE, "2-2").orders("MX22IN", "ACTIVATE");
        inactive(t, "MX3MI", "G0-V6", "3-3");
        t.unit("MX4IN", "NE", "G0-V6", "4-4");
        TurnOutcome o = Stand.of(t).office("minister-ne", "ACTIVATE MX21IN", "INACTIVATE MX22IN", "ACTIVATE MX3MI",
                "INACTIVATE MX4IN").run();
        assertThat(readiness(o, "MX21IN")).as("already active, kept so").isEqualTo(Readiness.ACTIVE);
        assertThat(readiness(o, "MX22IN")).as("kept inactive").isEqualTo(Readiness.INACTIVE);
        assertThat(readiness(o, "MX3MI")).isEqualTo(Readiness.ACTIVE);
        assertThat(readiness(o, "MX4IN")).isEqualTo(Readiness.INACTIVE);
        assertThat(Stand.events(o, "unit-activated")).singleElement().isInstanceOfSatisfying(UnitActivated.class,
                a -> {
                    assertThat(a.unit().toString()).isEqualTo("MX3MI");
                    assertThat(a.cause()).isEqualTo(ActivationCause.MINISTER);
                    assertThat(a.when()).isEqualTo(Phase.ORDERS);
                });
        assertThat(Stand.events(o, "unit-inactivated")).singleElement().isInstanceOfSatisfying(UnitInactivated.class,
                i -> {
                    assertThat(i.unit().toString()).isEqualTo("MX4IN");
                    assertThat(i.by()).isEqualTo(ReadinessOrderedBy.MINISTER);
                    assertThat(i.describe()).isEqualTo(
                            "MX4IN stood down in G0-V6 on the order of the War Minister and is inactive (GITM 11.1).");
                    assertThat(i.visibility().observers()).as("the unit: its commander, deputy and War Minister")
                            .containsExactly("MX4IN");
                });
    }

    @Test
    @DisplayName("GITM 11.1, 12.5 a shattered unit neither stands down nor is activated: it comes back by reforming")
    void gitm_11_1_shatteredRefused() {
        Theatre t = ground()
                .unit("MX4IN", "NE", OPEN_SQUARE, "1-1", b -> b.readiness(Readiness.SHATTERED).reformTurns(1))
                .orders("MX4IN", "INACTIVATE")
                .unit("MX5IN", "NE", "G0-V6", "1-1", b -> b.readiness(Readiness.SHATTERED).reformTurns(1));
        TurnOutcome o = Stand.of(t).office("minister-ne", "ACTIVATE MX5IN").run();
        assertThat(Stand.events(o, "inactivation-refused")).extracting(e -> ((InactivationRefused) e).order())
                .as("activations first").containsExactly("ACTIVATE MX5IN", "INACTIVATE");
        assertThat(lines(o, "inactivation-refused")).containsExactly(
                "Orders: MX5IN is shattered and cannot be activated: it becomes active again only by reforming"
                        + " (GITM 12.5).",
                "Orders: MX4IN is shattered and cannot stand down: only an active unit may (GITM 11.1, 12.2).");
        assertThat(lines(o, "unit-inactivated", "unit-activated")).isEmpty();
    }

    @Test
    @DisplayName("GITM 11.1, 1.4 on a peace turn units stand down and take the field as on campaign turns, limits and all")
    void gitm_11_1_peaceTurn() {
        TurnCalendar peace = new TurnCalendar(List.of(new TurnCalendar.Pause(1, 1, TurnCalendar.Kind.PEACE)));
        Theatre t = ground().settings(GameSettings.DEFAULT.withCalendar(peace));
        inactive(t, "MX21IN", OPEN_SQUARE, "1-1");
        t.unit("MX22IN", "NE", OPEN_SQUARE, "2-2").orders("MX22IN", "INACTIVATE")
                .unit("MX23IN", "NE", OPEN_SQUARE, "3-3").orders("MX23IN", "INACTIVATE");
        inactive(t, "MX3MI", "G0-V6", "3-3").orders("MX3MI", "ACTIVATE");
        assertThat(t.state().isCampaignTurn()).isFalse();
        TurnOutcome o = Stand.of(t).run();
        assertThat(readiness(o, "MX22IN")).isEqualTo(Readiness.INACTIVE);
        assertThat(readiness(o, "MX23IN")).isEqualTo(Readiness.ACTIVE);
        assertThat(readiness(o, "MX3MI")).isEqualTo(Readiness.ACTIVE);
    }

    @Test
    @DisplayName("GITM 11.1 the robot's turn carries the orders out (the steps are wired into GitmRuleset)")
    void gitm_11_1_wiredIntoTheRobot() {
        Theatre t = ground().unit("MX23IN", "NE", OPEN_SQUARE, "1-1").orders("MX23IN", "INACTIVATE");
        inactive(t, "MX3MI", "G0-V6", "3-3").orders("MX3MI", "ACTIVATE");
        TurnOutcome o = Stand.of(t).robot().run();
        assertThat(readiness(o, "MX23IN")).isEqualTo(Readiness.INACTIVE);
        assertThat(readiness(o, "MX3MI")).isEqualTo(Readiness.ACTIVE);
    }
}
