package org.adjutant.gitm.battle;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** docs/battles.md stays true: its example is a battle file the command fights. */
class BattleDocsTest {
    @Test
    @DisplayName("the example of docs/battles.md reads, sets up and is fought")
    void exampleIsFought() throws Exception {
        String doc = Files.readString(Path.of("docs/battles.md"));
        Matcher m = Pattern.compile("```yaml\\n(.*?)```", Pattern.DOTALL).matcher(doc);
        assertThat(m.find()).as("a yaml example").isTrue();
        BattleSetup setup = BattleSetup.of(BattleFileReader.read(m.group(1), "docs/battles.md"));
        assertThat(setup.file().sides().get(0).units()).hasSize(3);
        assertThat(setup.file().sides().get(0).units().get(1).name()).isEqualTo("May's squadron, 2nd Dragoons");
        BattleStatistics stats = BattleRunner.run(setup, 1, 2);
        assertThat(BattleReport.text(stats)).contains("Resaca de la Palma, 1846-05-09");
    }

    @Test
    @DisplayName("GITM 10.3: the siege example of docs/battles.md section 10 reads, sets up and is fought over its "
            + "three turns")
    void gitm_10_3_siegeExampleIsFought() throws Exception {
        String doc = Files.readString(Path.of("docs/battles.md"));
        Matcher m = Pattern.compile("```yaml\\n(.*?)```", Pattern.DOTALL).matcher(doc);
        assertThat(m.find()).as("the first example").isTrue();
        assertThat(m.find()).as("the siege example").isTrue();
        BattleSetup setup = BattleSetup.of(BattleFileReader.read(m.group(1), "docs/battles.md"));
        assertThat(setup.file().turns()).isEqualTo(3);
        assertThat(setup.fieldCity().orElseThrow().supplies()).isEqualTo(4);
        BattlePlay play = BattlePlay.fight(setup, 1);
        assertThat(play.turns()).hasSize(3);
        assertThat(BattleReport.text(BattleRunner.run(setup, 1, 2))).contains("3 turns, the last to combat phase 2",
                "Held the city: ");
    }
}
