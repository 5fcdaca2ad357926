package org.adjutant.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.adjutant.intake.Acknowledgement;
import org.adjutant.report.TemplateRenderer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/rules/sow.md section 18.3 as the player reads it: the reply to a War Minister's block that spends money ends
 * with the treasury the orders leave, printed by the core's reply template under the block, on the shipped scenario.
 */
class TreasuryReplyTest {
    @Test
    @DisplayName("SoW 18.3: the reply to BUY and PAY shows NE's treasury after the orders, under the accepted block")
    void sow_18_3_reply_shows_the_treasury() {
        Acknowledgement ack = ShippedScenario.get().check("""
                PLAYER minister-ne PASSWORD aguila
                BUY 20 SUPPLIES AT Monterrey
                PAY 100 CROWNS TO JAL
                """, 1);
        String text = new TemplateRenderer(Path.of("templates")).acknowledgement(ack).text();
        assertThat(text).contains("""
                    BUY 20 SUPPLIES AT Monterrey
                    PAY 100 CROWNS TO JAL
                    (NE's treasury: 500 Cr now. These orders spend 200 (supplies 100, paid to JAL 100) and leave 300 Cr\
                 before this turn's income and upkeep.)
                """);
    }

    @Test
    @DisplayName("SoW 18.3, 4.5: the reply to a warship's RAISE on the build turn shows what laying her down spends")
    void sow_4_5_reply_shows_the_warship_cost() {
        Acknowledgement ack = ShippedScenario.get().check("""
                PLAYER marcy PASSWORD eagle
                RAISE SL Germantown AT Pensacola
                """, ShippedScenario.BUILD_TURN);
        String text = new TemplateRenderer(Path.of("templates")).acknowledgement(ack).text();
        assertThat(text).contains("RAISE SL Germantown AT Pensacola", "These orders spend 270");
    }
}
