package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.ruleset.Line;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BlockSplitterTest {

    @Test
    @DisplayName("GITM 6.2 a block starts with the unit id and password; chatter before it is ignored")
    void gitm_6_2_headerStartsBlock() {
        OrderMail mail = BlockSplitter.split("""
                Hello Adjutant, here are my orders.

                UNIT US3IN PASSWORD hunter22
                MOVE G4-V6 G5-V6
                posture attack
                """, "orders");
        assertThat(mail.blocks()).hasSize(1);
        Block.UnitBlock b = (Block.UnitBlock) mail.blocks().get(0);
        assertThat(b.unitId()).isEqualTo("US3IN");
        assertThat(b.password().reveal()).isEqualTo("hunter22");
        assertThat(b.headerLine()).isEqualTo(3);
        assertThat(b.body()).extracting(Line::number).containsExactly(4, 5);
        assertThat(b.problems()).isEmpty();
    }

    @Test
    @DisplayName("forgiving headers: any case, colons, password on the next line, several blocks, END")
    void forgivingHeaders() {
        OrderMail mail = BlockSplitter.split("""
                unit: us3in   password: abc123
                hold
                END
                this line is chatter between blocks
                Unit US 4 IN
                Password = xyz789
                move a
                PLAYER taylor PASSWORD pw1234
                NEW PASSWORD better1
                """, null);
        assertThat(mail.blocks()).hasSize(3);
        assertThat(((Block.UnitBlock) mail.blocks().get(0)).body()).hasSize(1);
        Block.UnitBlock second = (Block.UnitBlock) mail.blocks().get(1);
        assertThat(second.unitId()).isEqualTo("US 4 IN");
        assertThat(second.password().reveal()).isEqualTo("xyz789");
        assertThat(second.body()).extracting(Line::text).containsExactly("move a");
        Block.PlayerBlock third = (Block.PlayerBlock) mail.blocks().get(2);
        assertThat(third.who()).isEqualTo("taylor");
        assertThat(third.body()).extracting(Line::text).containsExactly("NEW PASSWORD better1");
    }

    @Test
    @DisplayName("quoted lines, comments, signatures and the quoted history of a reply are ignored")
    void quotedAndSignature() {
        OrderMail mail = BlockSplitter.split("""
                UNIT US3IN PASSWORD abc123
                > UNIT US9IN PASSWORD old
                HOLD   # stay put this turn
                # a comment line
                --
                Zachary Taylor
                UNIT US5IN PASSWORD x
                """, null);
        assertThat(mail.blocks()).hasSize(1);
        assertThat(mail.blocks().get(0).body()).extracting(Line::text).containsExactly("HOLD");

        OrderMail reply = BlockSplitter.split("""
                UNIT US3IN PASSWORD abc123
                HOLD
                On Mon, 4 May 1846 at 09:00, Adjutant <adjutant@example.org> wrote:
                > REJECTED US3IN
                """, "Re: [g] orders");
        assertThat(reply.blocks().get(0).body()).extracting(Line::text).containsExactly("HOLD");
        assertThat(reply.game()).contains("g");
    }

    @Test
    @DisplayName("a header without a password is a problem of the block, with its line")
    void missingPassword() {
        OrderMail mail = BlockSplitter.split("UNIT US3IN\nHOLD\n", null);
        assertThat(mail.blocks().get(0).problems()).singleElement()
                .satisfies(p -> assertThat(p.line()).isEqualTo(1))
                .satisfies(p -> assertThat(p.reason()).contains("no password"));
    }

    @Test
    @DisplayName("CHECK and GAME lines and a check subject are understood")
    void checkAndGame() {
        OrderMail mail = BlockSplitter.split("GAME mexico1846\nCHECK\nUNIT US3IN PASSWORD a\nHOLD\n", "orders");
        assertThat(mail.checkOnly()).isTrue();
        assertThat(mail.game()).contains("mexico1846");
        assertThat(BlockSplitter.split("", "Check: my orders").checkOnly()).isTrue();
    }

    @Test
    @DisplayName("hostile mails stay cheap: huge lines refused, blocks capped, line count capped")
    void hostileLimits() {
        String huge = "x".repeat(2_000_000);
        OrderMail mail = BlockSplitter.split("UNIT A PASSWORD p\n" + huge + "\nHOLD\n", null);
        assertThat(mail.blocks().get(0).problems()).as(mail.blocks().get(0).problems().toString()).singleElement()
                .satisfies(p -> assertThat(p.reason()).contains("longer than"));

        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            many.append("UNIT U").append(i).append(" PASSWORD p\nHOLD\n");
        }
        OrderMail flood = BlockSplitter.split(many.toString(), null);
        assertThat(flood.blocks()).hasSize(BlockSplitter.MAX_BLOCKS);
        assertThat(flood.notes()).anySatisfy(n -> assertThat(n).contains("only the first"));
        assertThat(List.of(flood.notes().size())).containsExactly(2);
    }

    @Test
    @DisplayName("a password never prints")
    void secretNeverPrints() {
        OrderMail mail = BlockSplitter.split("UNIT US3IN PASSWORD topsecret\nHOLD\n", null);
        assertThat(mail.toString()).doesNotContain("topsecret");
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"Sent from my iPhone", "Sent from my Galaxy",
        "Get Outlook for iOS", "Get Outlook for Android", "Sent from Yahoo Mail on Android",
        "Sent from Mail for Windows", "Envoy\u00e9 de mon iPhone", "Von meinem iPhone gesendet",
        "Enviado desde mi iPhone", "Sent with Proton Mail secure email."})
    @DisplayName("a mail client's own sign-off ends the orders, and what follows it is not read")
    void clientSignaturesEndTheMail(String signature) {
        OrderMail mail = BlockSplitter.split("UNIT US3IN PASSWORD abc123\nPOSTURE ATTACK/DEFEND\n" + signature
                + "\n\nOn Monday, Adjutant wrote:\nUNIT US3IN PASSWORD abc123\n", "orders");
        assertThat(mail.blocks()).singleElement().satisfies(b ->
                assertThat(b.body()).extracting(Line::text).containsExactly("POSTURE ATTACK/DEFEND"));
    }

    @Test
    @DisplayName("the body lines that follow a blank line are recorded, for the sign-off rule")
    void blankLinesRecorded() {
        OrderMail mail = BlockSplitter.split("""
                UNIT US3IN PASSWORD abc123
                POSTURE ATTACK/DEFEND

                LINE SECOND
                # a comment
                Regards,
                Zachary
                """, "orders");
        Block b = mail.blocks().get(0);
        assertThat(b.body()).extracting(Line::number).containsExactly(2, 4, 6, 7);
        assertThat(b.afterBlank()).containsExactly(4);
    }

    @Test
    @DisplayName("a sign-off after a blank line, of which no line reads as an order, is cut; anything else stays")
    void signOffRule() {
        java.util.function.Predicate<String> isOrder = line -> line.matches("(?i)(POSTURE|LINE|PATH)\\b.*");
        Block signed = BlockSplitter.split("""
                UNIT US3IN PASSWORD abc123
                POSTURE ATTACK/DEFEND
                LINE SECOND

                Regards,
                Zachary
                """, "orders").blocks().get(0);
        assertThat(SignOff.find(signed, isOrder)).hasValueSatisfying(cut -> {
            assertThat(cut.lastLineRead()).isEqualTo(3);
            assertThat(cut.block().body()).extracting(Line::text).containsExactly("POSTURE ATTACK/DEFEND",
                    "LINE SECOND");
        });
        // An order after the chatter: nothing is a signature, the chatter is reported as the mistake it is.
        Block orderAfter = BlockSplitter.split("UNIT US3IN PASSWORD abc123\nPOSTURE ATTACK/DEFEND\n\nThanks\n"
                + "LINE SECOND\n", "orders").blocks().get(0);
        assertThat(SignOff.find(orderAfter, isOrder)).isEmpty();
        // No blank line before it: "Thanks," is read as an order line (and refused as one).
        Block noBlank = BlockSplitter.split("UNIT US3IN PASSWORD abc123\nPOSTURE ATTACK/DEFEND\nThanks,\n",
                "orders").blocks().get(0);
        assertThat(SignOff.find(noBlank, isOrder)).isEmpty();
        // A block is never cut to nothing.
        Block onlyChatter = BlockSplitter.split("UNIT US3IN PASSWORD abc123\n\nRegards\n", "orders").blocks().get(0);
        assertThat(SignOff.find(onlyChatter, isOrder)).isEmpty();
    }
}
