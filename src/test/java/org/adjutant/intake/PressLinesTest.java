package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How a PLAYER block's letters are read (docs/players.md, "Press"). */
class PressLinesTest {
    private static List<Line> lines(String... text) {
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < text.length; i++) {
            out.add(new Line(i + 2, text[i]));
        }
        return out;
    }

    @Test
    @DisplayName("a letter's text is taken as written: lines that read as requests or orders stay in the letter")
    void textIsNeverReadAsOrders() {
        PressLines.Split s = PressLines.split(lines("STATUS", "press to Polk, marcy and bancroft", "READY",
                "LINE FIRST", "end press", "READY"), Set.of(5));
        assertThat(s.problems()).isEmpty();
        assertThat(s.rest()).extracting(Line::text).containsExactly("STATUS", "READY");
        assertThat(s.letters()).singleElement().satisfies(l -> {
            assertThat(l.target()).isEqualTo(new PressLines.Target.Roles(List.of("Polk", "marcy", "bancroft")));
            assertThat(l.body()).isEqualTo("READY\n\nLINE FIRST");
            assertThat(l.normalForm()).isEqualTo("PRESS TO Polk, marcy, bancroft (line 3)");
        });
    }

    @Test
    @DisplayName("PRESS TO ALL, PRESS REPLY with a code in any case, several letters in one block")
    void targets() {
        PressLines.Split s = PressLines.split(lines("PRESS TO ALL", "Hear ye.", "END PRESS", "PRESS REPLY k7qxm2pa",
                "Yes.", "END PRESS"), Set.of());
        assertThat(s.problems()).isEmpty();
        assertThat(s.letters()).extracting(PressLines.Letter::target).containsExactly(
                new PressLines.Target.Everyone(), new PressLines.Target.Reply("K7QX-M2PA"));
    }

    @Test
    @DisplayName("mistakes are problems with their line: an address, ALL beside a role, no text, no END PRESS")
    void mistakes() {
        assertThat(PressLines.split(lines("PRESS TO polk@example.org", "Hi.", "END PRESS"), Set.of()).problems())
                .extracting(Problem::line).containsExactly(2);
        assertThat(PressLines.split(lines("PRESS TO ALL polk", "Hi.", "END PRESS"), Set.of()).problems().get(0)
                .reason()).contains("name no role beside it");
        assertThat(PressLines.split(lines("PRESS TO polk", "", "END PRESS"), Set.of()).problems().get(0).reason())
                .contains("has no text");
        assertThat(PressLines.split(lines("PRESS TO polk", "Hi."), Set.of()).problems().get(0).reason())
                .contains("no END PRESS");
        assertThat(PressLines.split(lines("END PRESS"), Set.of()).problems().get(0).reason())
                .contains("without a PRESS TO");
        assertThat(PressLines.split(lines("PRESS REPLY 12", "Hi.", "END PRESS"), Set.of()).problems().get(0)
                .reason()).contains("PRESS REPLY K7QX-M2PA");
    }

    @Test
    @DisplayName("a letter's paragraphs after a blank line are not cut as a signature: END PRESS is the robot's own line")
    void notASignature() {
        Block.PlayerBlock block = (Block.PlayerBlock) BlockSplitter.split("PLAYER taylor PASSWORD pw\nPRESS TO polk\n"
                + "First.\n\nYours, Taylor\nEND PRESS\n\nRegards\n", null).blocks().get(0);
        Block kept = SignOff.find(block, line -> CoreLines.starts(line)).map(SignOff.Cut::block).orElse(block);
        PressLines.Split s = PressLines.split(kept.body(), kept.afterBlank());
        assertThat(s.letters()).singleElement().satisfies(l -> assertThat(l.body()).isEqualTo("First.\n\nYours, "
                + "Taylor"));
        assertThat(s.rest()).isEmpty();
    }
}
