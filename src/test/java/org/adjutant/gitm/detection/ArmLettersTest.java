package org.adjutant.gitm.detection;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.unit.Arm;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ArmLettersTest {
    @Test
    @DisplayName("GITM 4.1 the key names every branch letter a report can print, in the order it prints them")
    void gitm_4_1_keyCoversEveryLetter() {
        assertThat(ArmLetters.KEY).isEqualTo("I infantry, C cavalry, A artillery, H headquarters");
        for (Arm arm : Arm.values()) {
            char letter = arm.reportLetter();
            assertThat(ArmLetters.ORDER).contains(String.valueOf(letter));
            assertThat(ArmLetters.KEY).contains(letter + " " + ArmLetters.word(letter));
        }
    }
}
