package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.GeneralRetreat;
import org.adjutant.gitm.event.MoraleChecked;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.BattleContacts;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.RuleOptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.12, general retreat as designed here (docs/rules/gitm-9-combat.md, section 14), and its switch. */
class GeneralRetreatTest {
    /**
     * US1IN and US2IN (500 each) attack 3,000 Mexicans at 7-7 and both rout after the fire; US3IN (1,000) stands at
     * 3-3 in the same square: half the side's men have fled.
     */
    private static Theatre rout(boolean on) {
        return Theatre.openGround("G0-V0", "G2-V2").city("G0-V0", "Saltillo", "7-7", "US")
                .settings(GameSettings.DEFAULT.withRules(RuleOptions.of(Map.of("general-retreat", "" + on))))
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(500))
                .unit("US2IN", "US", "G1-V1", "7-7", b -> b.men(500))
                .unit("US3IN", "US", "G1-V1", "3-3", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(3000))
                .orders("MX1IN", "DEFENSIVE DEFEND");
    }

    private static CombatFixture fight(Theatre t, LabelledDice dice) {
        CombatFixture f = new CombatFixture(t, dice, "G1-V1", "7-7").attackers("US1IN", "US2IN").defenders("MX1IN")
                .arrived("US1IN", "6-7").arrived("US2IN", "6-7");
        new GitmCombat().fight(CombatFixture.PHASE, f.turn, new BattleContacts(CombatFixture.PHASE,
                List.of(f.contact())));
        return f;
    }

    private static LabelledDice fleeing() {
        return new LabelledDice().fix("morale check of US1IN", 0.0).fix("morale check of US2IN", 0.0)
                .fix("routs: direction", 1);
    }

    @Test
    @DisplayName("GITM 9.12 on: a third of the side's men fled and two units, so US3IN tests with the 20-30% band's chances; failing badly it routs too")
    void gitm_9_12_general_retreat() {
        CombatFixture f = fight(rout(true), fleeing().fix("general retreat in G1-V1: US3IN", 0.0));
        assertThat(f.events(GeneralRetreat.class)).singleElement().satisfies(e -> {
            assertThat(e.menFled()).isEqualTo(1000);
            assertThat(e.menPresent()).isEqualTo(2000);
        });
        assertThat(f.events(MoraleChecked.class)).filteredOn(e -> e.unit().toString().equals("US3IN"))
                .singleElement().satisfies(e -> {
                    // the 20-30% band (25, 10) for an Average, untried (x2, x3), fresh (x0.75) unit
                    assertThat(e.retreatChance()).isEqualTo(37.5);
                    assertThat(e.routChance()).isEqualTo(22.5);
                    assertThat(e.outcome().name()).isEqualTo("ROUT");
                });
        assertThat(f.events(Routed.class)).extracting(e -> e.unit().toString())
                .containsExactly("US1IN", "US2IN", "US3IN");
    }

    @Test
    @DisplayName("GITM 9.12: with the game file's switch off, nobody else tests")
    void gitm_9_12_switched_off() {
        CombatFixture f = fight(rout(false), fleeing().fix("general retreat in G1-V1: US3IN", 0.0));
        assertThat(f.events(GeneralRetreat.class)).isEmpty();
        assertThat(f.unit("US3IN").location().tactical().toString()).isEqualTo("3-3");
    }

    @Test
    @DisplayName("GITM 9.12: a unit whose way out is barred surrenders instead of shattering")
    void gitm_9_12_surrender() {
        Theatre t = rout(true).terrain("G1-V1", TacticalTerrain.WATER, "2-2", "3-2", "4-2", "2-3", "4-3", "2-4",
                "3-4", "4-4");
        CombatFixture f = fight(t, fleeing().fix("general retreat in G1-V1: US3IN", 0.3));
        assertThat(f.events(Surrendered.class)).singleElement()
                .satisfies(e -> assertThat(e.unit().toString()).isEqualTo("US3IN"));
        assertThat(f.has("US3IN")).isFalse();
    }

    @Test
    @DisplayName("GITM 9.12: one unit fleeing is not enough, however large")
    void gitm_9_12_one_unit_is_not_a_rout() {
        Theatre t = rout(true);
        CombatFixture f = new CombatFixture(t, new LabelledDice().fix("morale check of US1IN", 0.0)
                .fix("morale check of US2IN", 0.99).fix("routs: direction", 1), "G1-V1", "7-7")
                .attackers("US1IN", "US2IN").defenders("MX1IN").arrived("US1IN", "6-7").arrived("US2IN", "6-7");
        new GitmCombat().fight(CombatFixture.PHASE, f.turn, new BattleContacts(CombatFixture.PHASE,
                List.of(f.contact())));
        assertThat(f.events(GeneralRetreat.class)).isEmpty();
    }
}
