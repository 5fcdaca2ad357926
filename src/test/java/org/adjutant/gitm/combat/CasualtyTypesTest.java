package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.ExperienceGained;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** GITM 9.13 (section 15): every loss split into killed, wounded, prisoners and stragglers; GITM 3.6 in battle. */
class CasualtyTypesTest {
    @ParameterizedTest(name = "GITM 9.13: 1,001 men lost {0} split by the table into the four kinds, none lost or made up")
    @EnumSource(CasualtyCause.class)
    void gitm_9_13_split(CasualtyCause cause) {
        int[] kwps = Ledger.split(1001, cause);
        assertThat(kwps[0] + kwps[1] + kwps[2] + kwps[3]).isEqualTo(1001);
        double[] shares = CombatConstants.split(cause);
        for (int i = 0; i < 4; i++) {
            assertThat(Math.abs(kwps[i] - 1001 * shares[i])).as("kind " + i).isLessThanOrEqualTo(1.0);
        }
    }

    @Test
    @DisplayName("GITM 9.13, 12.1: a rout's or a shattering's odd man goes to the stragglers, the even split to prisoners and stragglers")
    void gitm_9_13_half_and_half() {
        assertThat(Ledger.split(7, CasualtyCause.ROUT)).containsExactly(0, 0, 3, 4);
        assertThat(Ledger.split(8, CasualtyCause.SHATTER)).containsExactly(0, 0, 4, 4);
        assertThat(Ledger.split(9, CasualtyCause.SURRENDER)).containsExactly(0, 0, 9, 0);
    }

    @Test
    @DisplayName("GITM 9.13: after a battle each unit's men lost equal its reported casualties; wounded, prisoners and stragglers go to its pools")
    void gitm_9_13_losses_add_up() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(2000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1500))
                .unit("MX2IN", "NE", "G1-V1", "7-7", b -> b.men(700));
        CombatFixture f = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN")
                .defenders("MX1IN", "MX2IN").arrived("US1IN", "6-7");
        Map<String, Unit> before = new TreeMap<>();
        for (String id : new String[] {"US1IN", "MX1IN", "MX2IN"}) {
            before.put(id, f.unit(id));
        }
        f.fight();
        Map<String, int[]> reported = new TreeMap<>();
        for (CasualtiesSuffered c : f.events(CasualtiesSuffered.class)) {
            int[] r = reported.computeIfAbsent(c.unit().toString(), k -> new int[4]);
            r[0] += c.killed();
            r[1] += c.wounded();
            r[2] += c.prisoners();
            r[3] += c.stragglers();
        }
        assertThat(reported).isNotEmpty();
        for (var e : reported.entrySet()) {
            Unit was = before.get(e.getKey());
            int[] r = e.getValue();
            int total = r[0] + r[1] + r[2] + r[3];
            if (f.has(e.getKey())) {
                Unit now = f.unit(e.getKey());
                assertThat(was.men() - now.men()).as(e.getKey()).isEqualTo(total);
                assertThat(now.wounded() - was.wounded()).isEqualTo(r[1]);
                assertThat(now.prisoners() - was.prisoners()).isEqualTo(r[2]);
                assertThat(now.stragglers() - was.stragglers()).isEqualTo(r[3]);
            } else {
                assertThat(total).as(e.getKey() + " gone: every man").isEqualTo(was.men());
            }
        }
    }

    @Test
    @DisplayName("GITM 3.6: every unit that fought a phase of battle gains 1-5 experience by the battle's odds and is marked for the campaign's end; the HQ that withdrew gains none")
    void gitm_3_6_experience_in_battle() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(3000).experience(10))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).experience(10))
                .unit("MX1CQ", "NE", "G1-V1", "7-7", b -> b.experience(10))
                .orders("US1IN", "OFFENSIVE ATTACK").orders("MX1IN", "DEFENSIVE DEFEND");
        CombatFixture f = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN")
                .defenders("MX1IN", "MX1CQ").arrived("US1IN", "6-7");
        Battle b = f.fight();
        int points = BattleExperience.points(b.odds);
        assertThat(f.events(ExperienceGained.class)).extracting(e -> e.unit().toString())
                .containsExactlyInAnyOrder("US1IN", "MX1IN");
        assertThat(f.unit("US1IN").experience()).isEqualTo(10 + points);
        assertThat(f.unit("US1IN").gainedExperienceThisCampaign()).isTrue();
        assertThat(f.unit("MX1CQ").experience()).isEqualTo(10);
        assertThat(b.odds).isGreaterThanOrEqualTo(1);
        assertThat(points).isBetween(1, 5);
    }
}
