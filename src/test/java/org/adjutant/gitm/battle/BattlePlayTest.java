package org.adjutant.gitm.battle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BattlePlayTest {
    @Test
    @DisplayName("GITM 8.2, 8.3: arrivals march onto the field by their MOVE TO in their phase and open the battle "
            + "the combat step is handed, with the squares they came from (GITM 9.4)")
    void arrivalsOpenTheBattle() throws Exception {
        BattleSetup setup = BattleSetupTest.setup(BattleFileReaderTest.SMALL);
        List<BattleContact> handed = new ArrayList<>();
        TurnPlugins plugins = GitmRuleset.turnPlugins().withCombat(
                GitmRuleset.turnPlugins().bombardment(), (phase, turn, battles) -> handed.addAll(battles.all()));
        BattlePlay play = BattlePlay.fight(setup, 7, plugins);

        assertThat(play.events()).filteredOn(TacticalMoved.class::isInstance).map(TacticalMoved.class::cast)
                .extracting(m -> m.unit().toString() + " " + m.when().number() + " " + m.to())
                .containsExactly("US1IN 1 7-7", "US1LA 2 7-7");
        assertThat(handed).extracting(BattleContact::phase).containsExactly(Phase.TACTICAL_1, Phase.TACTICAL_2);
        BattleContact first = handed.get(0);
        assertThat(first.at()).isEqualTo(TacticalSquare.centre());
        assertThat(first.opening()).isEqualTo(BattleContact.Opening.MOVE);
        assertThat(first.attackers()).containsExactly(UnitId.of("US1IN"));
        assertThat(first.defenders()).containsExactly(UnitId.of("MX1IN"));
        assertThat(first.arrival(UnitId.of("US1IN")).orElseThrow().from()).isEqualTo(TacticalSquare.of("7-6"));
        assertThat(handed.get(1).arrival(UnitId.of("US1LA")).orElseThrow().from())
                .isEqualTo(TacticalSquare.of("7-6"));
        assertThat(play.end().unit(UnitId.of("US1LA")).orElseThrow().location()).isEqualTo(setup.field());
    }

    @Test
    @DisplayName("the battle stops after its last combat phase: a one-phase battle never reaches tactical phase 2")
    void stopsAfterTheLastPhase() throws Exception {
        BattleSetup setup = BattleSetupTest.setup(BattleFileReaderTest.SMALL.replace("phases: 2", "phases: 1")
                .replace("arrive: 2", "arrive: never"));
        List<Phase> fought = new ArrayList<>();
        TurnPlugins plugins = GitmRuleset.turnPlugins().withCombat(
                GitmRuleset.turnPlugins().bombardment(), (phase, turn, battles) -> fought.add(phase));
        BattlePlay play = BattlePlay.fight(setup, 1, plugins);
        assertThat(fought).containsExactly(Phase.TACTICAL_1);
        assertThat(play.end().unit(UnitId.of("US1LA")).orElseThrow().location().tactical())
                .as("never ordered onto the field").isEqualTo(TacticalSquare.of("7-6"));
    }

    @Test
    @DisplayName("battle reports: the battle log names the field after its battle, the square kept in brackets")
    void logNamesTheField() throws Exception {
        BattleSetup setup = BattleSetupTest.setup(BattleFileReaderTest.SMALL);
        String log = BattleReport.log(setup, BattlePlay.fight(setup, 3));
        String field = setup.field().strategic() + " " + setup.field().tactical();
        assertThat(log).contains("Battle at Small Hill [" + field + "]: ").doesNotContain("Battle at 7-7 in ");
    }

    @Test
    @DisplayName("the same file and seed give the same report, byte for byte, text and JSON")
    void deterministic() throws Exception {
        BattleSetup setup = BattleRunner.load(java.nio.file.Path.of("data/gitm/battles/buena-vista.yaml"));
        BattleSetup again = BattleRunner.load(java.nio.file.Path.of("data/gitm/battles/buena-vista.yaml"));
        BattleStatistics a = BattleRunner.run(setup, 11, 4);
        BattleStatistics b = BattleRunner.run(again, 11, 4);
        assertThat(BattleReport.text(b)).isEqualTo(BattleReport.text(a));
        assertThat(BattleReport.json(b)).isEqualTo(BattleReport.json(a));
        assertThat(BattleReport.log(again, BattlePlay.fight(again, 12)))
                .isEqualTo(BattleReport.log(setup, BattlePlay.fight(setup, 12)));
        assertThat(BattlePlay.fight(setup, 12).rolls()).as("the dice were used").isNotEmpty();
    }
}
