package org.adjutant.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicInteger;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.GitmRulesetTestScenario;
import org.adjutant.ruleset.GameState;
import org.adjutant.store.GameRow;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A hosted game's turns by name: counted from its opening, looked up as players write them. */
class HostedGameTest {
    private final GitmRuleset ruleset = new GitmRuleset(id -> Optional.empty());

    private GameState deploymentOpening() throws Exception {
        return ruleset.open(GitmRulesetTestScenario.TEXT.replace("campaign: 1\nturn: 1\n", "campaign: 1\nturn: 0\n"),
                "hosted.yaml").state();
    }

    @Test
    @DisplayName("GITM 5.1, 7.18 the latest turn run that a name names; a turn to come or unknown is told apart")
    void gitm_5_1_turnsByName() throws Exception {
        GameState opening = deploymentOpening();
        AtomicInteger reads = new AtomicInteger();
        // Three turns run: the deployment turn, campaign 1's turns 1 and 2. Its current position is not needed here.
        HostedGame game = new HostedGame(new GameRow("g", "gitm", "G", 1, Instant.EPOCH, 3), ruleset, opening, () -> {
            reads.incrementAndGet();
            return opening;
        });
        assertThat(reads).as("the opening is read only when a turn is named").hasValue(0);
        assertThat(game.nextTurn().name()).isEqualTo("campaign 1, turn 3");
        assertThat(game.turnNamed("DEPLOYMENT TURN")).isEqualTo(OptionalInt.of(1));
        assertThat(game.turnNamed("CAMPAIGN 1, TURN 2")).isEqualTo(OptionalInt.of(3));
        assertThat(game.turnNamed("TURN 1")).isEqualTo(OptionalInt.of(2));
        assertThat(game.turnNamed("TURN 3")).isEmpty();
        assertThat(game.noTurnNamed("TURN 3")).isEqualTo("campaign 1, turn 3 has not run yet; the turns run so far "
                + "are the deployment turn to campaign 1, turn 2");
        assertThat(game.noTurnNamed("CAMPAIGN 9, TURN 1")).startsWith("no turn of this game is called 'CAMPAIGN 9, "
                + "TURN 1'");
        assertThat(game.turns(2, 2)).isEqualTo("campaign 1, turn 1");
        assertThat(reads).as("and then once").hasValue(1);
    }

    @Test
    @DisplayName("a game known only by its current position names its turns when it has run none, and says so otherwise")
    void openingKnownOnlyBeforeTheFirstTurn() throws Exception {
        GameState opening = deploymentOpening();
        assertThat(new HostedGame(new GameRow("g", "gitm", "G", 1, Instant.EPOCH, 0), ruleset, opening).nextTurn()
                .inText()).isEqualTo("the deployment turn");
        HostedGame later = new HostedGame(new GameRow("g", "gitm", "G", 1, Instant.EPOCH, 2), ruleset, opening);
        assertThatThrownBy(later::nextTurn).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("opening position");
        assertThat(game0().noTurnNamed("TURN 1")).isEqualTo("no turn has run yet");
    }

    private HostedGame game0() throws Exception {
        return new HostedGame(new GameRow("g", "gitm", "G", 1, Instant.EPOCH, 0), ruleset, deploymentOpening());
    }
}
