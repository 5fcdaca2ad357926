package org.adjutant.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.adjutant.ruleset.ReportDraft;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TemplateRendererTest {
    private final TemplateRenderer templates = new TemplateRenderer(
            Path.of(System.getProperty("adjutant.home", ".")).resolve("templates"));

    @Test
    @DisplayName("HTML templates escape every value: a hostile name cannot inject markup")
    void htmlIsEscaped() {
        ReportDraft draft = new ReportDraft("events", "s", "gitm/events",
                Map.of("events", List.of(Map.of("phase", "Orders", "text", "<script>alert('x')</script> & co")),
                        "branchKey", "I infantry", "turnName", "<i>turn</i> 1", "turnText", "turn 1"),
                Map.of());
        RenderedMail mail = templates.report(draft, Map.of("gameTitle", "<b>Game</b>", "turn", 1,
                "recipient", Map.of("name", "\"Mallory\" <img src=x>")));
        assertThat(mail.html()).doesNotContain("<script>").doesNotContain("<img src=x>").doesNotContain("<b>Game")
                .doesNotContain("<i>turn").contains("&lt;script&gt;", "&amp; co", "&lt;b&gt;Game", "&lt;i&gt;turn");
        assertThat(mail.text()).contains("<script>alert('x')</script> & co");
    }
}
