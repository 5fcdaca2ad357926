package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The one rule for game ids, which every command, game file name and import goes through. */
class GameIdTest {
    @Test
    @DisplayName("an id is 1-64 lower-case letters, digits, '-' or '_', starting with a letter or digit")
    void whatAnIdIs() {
        assertThat(GameId.isValid("rio-grande_1846")).isTrue();
        assertThat(GameId.isValid("g")).isTrue();
        assertThat(GameId.isValid("a".repeat(64))).isTrue();
        for (String bad : new String[] {"", "a".repeat(65), "G1", "-g1", "_g1", "g 1", "g1.yaml", "../games/g1",
                "config/games/g1", "..", ".", "g1/", "g1\\x", "../../../x", null}) {
            assertThat(GameId.isValid(bad)).as(String.valueOf(bad)).isFalse();
            assertThat(GameId.parse(bad)).as(String.valueOf(bad)).isEmpty();
        }
    }

    @Test
    @DisplayName("a refusal says what an id is, and a path given for an id gets the hint to give the file's name")
    void refusals() {
        assertThatThrownBy(() -> GameId.of("config/games/g1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'config/games/g1' is not a game id: an id is " + GameId.RULE + ". Give the game's id, "
                        + "the name of its file without the folder and without .yaml (e.g. g1 for "
                        + "config/games/g1.yaml).");
        assertThat(GameId.refusal("My Game")).isEqualTo("'My Game' is not a game id: an id is " + GameId.RULE + ".");
    }

    @Test
    @DisplayName("a game's file is directly in the games directory; a file stands for a game only if named by an id")
    void files() {
        Path games = Path.of("/srv/adjutant/config/games");
        assertThat(GameId.of("g1").fileIn(games)).isEqualTo(games.resolve("g1.yaml"));
        assertThat(GameId.of("g1").fileIn(games).getParent()).isEqualTo(games);
        assertThat(GameId.ofFile(games.resolve("g1.yaml"))).contains(GameId.of("g1"));
        assertThat(GameId.ofFile(games.resolve("G1.yaml"))).isEmpty();
        assertThat(GameId.ofFile(games.resolve("g1.yml"))).isEmpty();
        assertThat(GameConfigLoader.gameId(games.resolve("g1-deleted-20260101-120000.yaml")))
                .contains("g1-deleted-20260101-120000");
    }
}
