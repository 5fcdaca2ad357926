package org.adjutant.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TurnLabelTest {
    private static final TurnLabel DEPLOYMENT = new TurnLabel("deployment turn", "the deployment turn");
    private static final TurnLabel C1T3 = new TurnLabel("campaign 1, turn 3", "campaign 1, turn 3");

    @Test
    @DisplayName("a turn is named back as its subject prints it, in any case, with or without the comma and 'the'")
    void namedAsPrinted() {
        assertThat(C1T3.isNamedBy("CAMPAIGN 1, TURN 3")).isTrue();
        assertThat(C1T3.isNamedBy("campaign 1 turn 3")).isTrue();
        assertThat(C1T3.isNamedBy("Campaign1,Turn3")).isTrue();
        assertThat(DEPLOYMENT.isNamedBy("THE DEPLOYMENT TURN")).isTrue();
        assertThat(DEPLOYMENT.isNamedBy("deployment turn")).isTrue();
        assertThat(DEPLOYMENT.isNamedBy("DEPLOYMENT")).isTrue();
    }

    @Test
    @DisplayName("TURN n alone, or a bare n, names every turn whose name ends so, and no other")
    void shortForm() {
        assertThat(C1T3.isNamedBy("TURN 3")).isTrue();
        assertThat(C1T3.isNamedBy("3")).isTrue();
        assertThat(new TurnLabel("campaign 1, turn 13", "campaign 1, turn 13").isNamedBy("TURN 3")).isFalse();
        assertThat(C1T3.isNamedBy("CAMPAIGN 2, TURN 3")).isFalse();
        assertThat(C1T3.isNamedBy("1, TURN 3")).isFalse();
        assertThat(DEPLOYMENT.isNamedBy("TURN 0")).isFalse();
        assertThat(DEPLOYMENT.isNamedBy("")).isFalse();
        assertThat(TurnLabel.numbered(3).isNamedBy("TURN 3")).isTrue();
        assertThat(TurnLabel.numbered(3).isNamedBy("turn 30")).isFalse();
    }

    @Test
    @DisplayName("the title starts a line; in a sentence the label reads with its article")
    void titleAndText() {
        assertThat(DEPLOYMENT.title()).isEqualTo("Deployment turn");
        assertThat(DEPLOYMENT.inText()).isEqualTo("the deployment turn");
        assertThat(C1T3.title()).isEqualTo("Campaign 1, turn 3");
        assertThat(TurnLabel.numbered(7).name()).isEqualTo("turn 7");
    }
}
