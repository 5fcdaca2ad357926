package org.adjutant.gitm.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The combat events as the moderator and the battle command read them (docs/reports.md, "How a battle reads"):
 * numbers agree with their nouns, odds past ten to one are overwhelming, a surrender says on what terms.
 */
class DispatchWordingTest {
    private static final StrategicSquare SQUARE = StrategicSquare.of("J9-V4");
    private static final TacticalSquare AT = TacticalSquare.of("6-7");
    private static final Visibility ALL = Visibility.units(Set.of("US1IN", "MX4IN"));
    private static final UnitId US1IN = UnitId.of("US1IN");
    private static final UnitId MX4IN = UnitId.of("MX4IN");

    private static BattleFought battle(double odds, int attackersLost, int defendersLost) {
        return new BattleFought(Phase.TACTICAL_2, SQUARE, AT, List.of(US1IN), List.of(MX4IN), BattleSide.DEFENDERS,
                3000, odds, BattleSide.ATTACKERS, BattleSide.ATTACKERS, attackersLost, defendersLost, ALL);
    }

    @Test
    @DisplayName("battle reports: overwhelming odds past 10:1, never a figure like 137.8:1")
    void overwhelmingOdds() {
        assertThat(battle(137.8, 3, 700).describe()).contains("(overwhelming odds)").doesNotContain(":1")
                .doesNotContain("137");
        assertThat(battle(Double.POSITIVE_INFINITY, 0, 700).describe()).contains("(overwhelming odds)")
                .doesNotContain("Infinity");
        assertThat(battle(9.94, 3, 70).describe()).contains("(odds 9.9:1)");
        assertThat(battle(9.96, 3, 70).describe()).as("10.0:1 as printed is ten to one").contains("overwhelming");
        assertThat(battle(2.74, 3, 70).describe()).contains("(odds 2.7:1)");
        assertThat(new ExperienceGained(Phase.TACTICAL_2, US1IN, 1, 137.8, ALL).describe())
                .isEqualTo("US1IN gained 1 experience in battle (overwhelming odds).");
    }

    @Test
    @DisplayName("battle reports: 1 man, 2 men; 1 straggler; 1 supply: numbers agree with their nouns")
    void numbersAgree() {
        assertThat(battle(1.2, 1, 2).describe()).contains("the attackers lost 1 man, the defenders 2 men");
        assertThat(new Bombarded(Phase.TACTICAL_1, SQUARE, AT, List.of(MX4IN), List.of(US1IN), 40, 1, ALL)
                .describe()).contains(": 1 man of US1IN fell.");
        assertThat(new Routed(Phase.TACTICAL_1, MX4IN, SQUARE, StrategicSquare.of("J8-V4"), AT, 1, ALL).describe())
                .endsWith("losing 1 man on the way.");
        assertThat(new Shattered(Phase.TACTICAL_1, MX4IN, ShatterCause.EXHAUSTED, 30, 1, SQUARE,
                StrategicSquare.of("J8-V4"), AT, ALL).describe()).contains("lost 1 man (30%)");
        assertThat(new StragglersReturned(Phase.END_OF_TURN, US1IN, 1, ALL).describe())
                .isEqualTo("1 straggler rejoined US1IN.");
        assertThat(new StragglersLost(Phase.STRATEGIC_1, US1IN, 1, 1, ALL).describe())
                .contains("lost 1 straggler (1%)");
        assertThat(new UnitDestroyed(Phase.TACTICAL_1, MX4IN, SQUARE, DestroyCause.NO_REFUGE, 1, ALL).describe())
                .endsWith("(1 man lost).");
        assertThat(new HeadquartersWithdrew(Phase.TACTICAL_1, UnitId.of("US1AQ"), SQUARE, AT,
                TacticalSquare.of("6-8"), 1, ALL).describe()).contains("abandoning 1 supply.");
        assertThat(new ReturnedToRanks(Phase.END_OF_TURN, US1IN, 2, 1, 0, ALL).describe())
                .startsWith("2 wounded and 1 exchanged prisoner rejoined US1IN");
    }

    @Test
    @DisplayName("battle reports: a garrison's surrender says on what terms, and where it marched with the honours "
            + "of war")
    void surrenderTerms() {
        assertThat(new Surrendered(Phase.TACTICAL_3, MX4IN, SQUARE, AT, 700, Surrendered.Terms.CAPTURED,
                Optional.empty(), ALL).describe())
                .isEqualTo("MX4IN surrendered at discretion at 6-7 in J9-V4: 700 men taken prisoner.");
        assertThat(new Surrendered(Phase.TACTICAL_3, MX4IN, SQUARE, AT, 1, Surrendered.Terms.PAROLED,
                Optional.empty(), ALL).describe())
                .isEqualTo("MX4IN surrendered on terms at 6-7 in J9-V4: 1 man laid down his arms and was paroled.");
        assertThat(new Surrendered(Phase.TACTICAL_3, MX4IN, SQUARE, AT, 640, Surrendered.Terms.HONOURS_OF_WAR,
                Optional.of(StrategicSquare.of("J8-V3")), ALL).describe())
                .isEqualTo("MX4IN surrendered the fort at 6-7 in J9-V4 on terms and marched out with the honours of "
                        + "war to J8-V3, 640 men with their arms; the fort's guns and stores stayed behind.");
        assertThat(new GarrisonSurrendered(Phase.END_OF_TURN, "Monterrey", SQUARE, List.of(MX4IN), 1,
                GarrisonSurrendered.Cause.STARVING, "US", ALL).describe())
                .contains("surrendered at discretion to US", "1 man taken prisoner.");
    }
}
