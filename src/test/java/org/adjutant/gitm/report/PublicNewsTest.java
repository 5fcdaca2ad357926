package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.event.TreatyEvent;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM's public news for the public history (Ruleset.publicNews, docs/moderators.md "A public history"): battles by
 * place, nations and who held the field; captures; public treaties and declarations; never a unit, its men or
 * losses, a march, or a secret treaty.
 */
class PublicNewsTest {
    private static final String SCENARIO = org.adjutant.gitm.GitmRulesetTestScenario.TEXT;
    private static final StrategicSquare MATAMOROS = StrategicSquare.of("J8-V4");
    private static final TacticalSquare AT = TacticalSquare.of("9-8");

    private static GitmState position() throws Exception {
        return (GitmState) new GitmRuleset(id -> Optional.empty()).open(SCENARIO, "test.yaml").state();
    }

    @Test
    @DisplayName("GITM 9 a battle is news by its place and who held the field; its units, men and losses are not")
    void gitm_9_battleByPlaceAndOutcome() throws Exception {
        GitmState s = position();
        BattleFought battle = new BattleFought(Phase.TACTICAL_2, MATAMOROS, AT, List.of(UnitId.of("US7IN")),
                List.of(UnitId.of("MX4IN")), BattleSide.DEFENDERS, 1000, 1.5, BattleSide.ATTACKERS,
                BattleSide.ATTACKERS, 123, 456, Visibility.units(Set.of("US7IN", "MX4IN")));
        List<String> news = PublicNews.of(s, s, List.<TurnEvent>of(battle), PlaceNames.GRID);
        assertThat(news).containsExactly(battle.phase() + ": a battle was fought in J8-V4 between United States"
                + " and Mexico; the attackers (United States) held the field.");
        assertThat(String.join(" ", news)).doesNotContain("US7IN", "MX4IN", "123", "456", "9-8");
    }

    @Test
    @DisplayName("a city taken is news, public treaties and declarations are, a secret treaty and a march are not")
    void capturesAndTreaties() throws Exception {
        GitmState s = position();
        CityCaptured taken = new CityCaptured(Phase.TACTICAL_3, "Matamoros", MATAMOROS, AT, "NE", "US",
                CityCaptured.How.SURRENDERED, 20, 20, Visibility.everyone());
        TreatyEvent war = TreatyEvent.warDeclared(Phase.ORDERS, "NE", "US");
        TreatyEvent secret = new TreatyEvent(Phase.ORDERS, "concluded", "NE", "CO", "A secret treaty: NE and CO "
                + "are allies.", Visibility.units(Set.of("minister:NE", "minister:CO")));
        List<String> news = PublicNews.of(s, s, List.of(taken, war, secret), PlaceNames.GRID);
        assertThat(news).containsExactly(
                taken.phase() + ": United States took Matamoros from Northeast, whose garrison surrendered.",
                war.phase() + ": " + war.describe());
        assertThat(String.join(" ", news)).doesNotContain("secret");
    }
}
