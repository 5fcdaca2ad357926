package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.report.RenderedMail;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A War Minister with units all over the theatre still gets mails of bounded size. */
class ReportSizeTest {
    static final int KB = 1024;

    /** 40 US regiments spread over a 100 x 100 block, each in a square of its own, Mexicans next to half of them. */
    static GitmState theatre() {
        ScenarioBuilder b = ScenarioBuilder.create().state("US", "United States", Nation.US, 0)
                .state("MEX", "Mexico", Nation.MX, 0).openBlock("H0-U0", 50, Nation.MX, "MEX");
        StrategicSquare centre = StrategicSquare.of("H0-U0");
        for (int i = 0; i < 40; i++) {
            int col = centre.col() - 45 + (i % 8) * 12;
            int row = centre.row() - 45 + (i / 8) * 20;
            String sq = new StrategicSquare(col, row).toString();
            b.unit("US" + (i + 1) + "IN", "US", sq + " 7-7");
            if (i % 2 == 0) {
                b.unit("MX" + (i + 1) + "IN", "MEX", sq + " 8-7");
            }
        }
        return b.build();
    }

    @Test
    @DisplayName("GITM 4.1 a minister's theatre-wide report stays small: bounded pictures, the rest in words")
    void ministerWithFortySquares() {
        GitmState state = theatre();
        Recipient minister = new Recipient("Marcy", "m@example.org", Set.of(), Set.of(), Set.of("minister:US"),
                false);
        List<ReportDraft> drafts = new GitmReports(n -> Optional.empty()).forRecipient(state, 1,
                new TurnOutcome(state, List.of()), minister);
        Map<String, RenderedMail> mails = Reports.mails(drafts, minister);
        RenderedMail position = mails.get("position");
        int pictures = position.images().size();
        int bytes = position.images().values().stream().mapToInt(p -> p.length).sum();
        byte[] strategic = position.images().get("strategic-map");
        System.out.printf("40-square minister: %d pictures, %d KB of pictures (strategic %d KB), text %d KB, "
                        + "HTML %d KB%n", pictures, bytes / KB, strategic.length / KB,
                position.text().length() / KB, position.html().length() / KB);
        assertThat(pictures).isEqualTo(1 + ReportLimits.STANDARD.tacticalPictures());
        assertThat(strategic.length).isLessThan(300 * KB);
        assertThat(bytes).isLessThan(700 * KB);
        assertThat(position.text().length()).isLessThan(400 * KB);
        ReportDraft draft = drafts.get(1);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> more = (List<Map<String, Object>>) draft.model().get("moreSquares");
        assertThat(more).hasSize(40 - ReportLimits.STANDARD.tacticalDrawings());
        assertThat(position.text()).contains("Other squares where you have units");
    }
}
