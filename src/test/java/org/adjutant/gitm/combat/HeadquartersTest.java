package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.HeadquartersWithdrew;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.2: headquarters in battle (docs/rules/gitm-9-combat.md, section 4). */
class HeadquartersTest {
    private static Theatre ground() {
        return Theatre.openGround("G0-V0", "G2-V2").city("G0-V0", "Saltillo", "7-7", "NE")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1CQ", "NE", "G1-V1", "7-7", b -> b.supplies(6));
    }

    private static CombatFixture battle(Theatre t, LabelledDice dice) {
        return new CombatFixture(t, dice, "G1-V1", "7-7").attackers("US1IN").defenders("MX1IN", "MX1CQ")
                .arrived("US1IN", "6-7");
    }

    @Test
    @DisplayName("GITM 9.2: an HQ caught outside a fort withdraws to a free square, towards friends (7-8), losing a corps HQ's supplies; it takes no part")
    void gitm_9_2_withdraws() {
        CombatFixture f = battle(ground().unit("MX2IN", "NE", "G1-V1", "7-8", b -> b.men(200)), new LabelledDice());
        f.fight();
        assertThat(f.events(HeadquartersWithdrew.class)).singleElement().satisfies(e -> {
            assertThat(e.to().toString()).isEqualTo("7-8");
            assertThat(e.suppliesLost()).isEqualTo(6);
        });
        assertThat(f.unit("MX1CQ").supplies()).isZero();
        assertThat(f.unit("MX1CQ").men()).isEqualTo(100);
        assertThat(f.events(BattleFought.class)).singleElement()
                .satisfies(e -> assertThat(e.defenders()).containsExactly(UnitId.of("MX1IN")));
    }

    @Test
    @DisplayName("GITM 9.2: the small chance (below 0.05) that an HQ caught by the enemy shatters")
    void gitm_9_2_surprised() {
        CombatFixture f = battle(ground(), new LabelledDice().fix("caught by the enemy", 0.04));
        f.fight();
        assertThat(f.events(Shattered.class)).singleElement()
                .satisfies(e -> assertThat(e.cause().name()).isEqualTo("HQ_SURPRISED"));
        assertThat(f.unit("MX1CQ").supplies()).isZero();
        CombatFixture g = battle(ground(), new LabelledDice().fix("caught by the enemy", 0.05));
        g.fight();
        assertThat(g.events(Shattered.class)).noneMatch(e -> e.unit().toString().equals("MX1CQ"));
    }

    @Test
    @DisplayName("GITM 9.2: an HQ with no free neighbouring square shatters")
    void gitm_9_2_trapped() {
        Theatre t = ground().terrain("G1-V1", TacticalTerrain.WATER, "6-6", "7-6", "8-6", "8-7", "6-8", "7-8",
                "8-8").unit("US2IN", "US", "G1-V1", "6-7", b -> b.men(100));
        CombatFixture f = battle(t, new LabelledDice());
        f.upTo(BattleStep.Order.SQUARES_FORM);
        assertThat(f.events(Shattered.class)).singleElement()
                .satisfies(e -> assertThat(e.cause().name()).isEqualTo("HQ_TRAPPED"));
    }

    @Test
    @DisplayName("GITM 9.2: an HQ in a fort stays, is not hit, and shares the fort's fate (surrendering with it, see the melee tests)")
    void gitm_9_2_in_fort_stays() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").fort("G1-V1", "Monclova", "7-7", "NE", 2, 6000)
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).inFort(true))
                .unit("MX1CQ", "NE", "G1-V1", "7-7", b -> b.inFort(true));
        CombatFixture f = battle(t, new LabelledDice().fix("melee at", 0.99));
        f.fight();
        assertThat(f.events(HeadquartersWithdrew.class)).isEmpty();
        assertThat(f.unit("MX1CQ").men()).isEqualTo(100);
        assertThat(f.unit("MX1CQ").location().tactical().toString()).isEqualTo("7-7");
    }
}
