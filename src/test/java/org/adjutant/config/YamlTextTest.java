package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The game file edited in place: what the moderator wrote stays, only the change is made. */
class YamlTextTest {
    private static final String FILE = """
            # The moderator's own notes stay.
            title: "1846"   # the title
            time-zone: America/Mexico_City

            schedule:
              # explicit deadlines
              deadlines:
                - 2030-01-07 20:00   # the first
                - 2030-01-14 20:00
              recurring:
                cron: "0 0 20 ? * MON,THU"   # Mondays and Thursdays
                first: 2030-01-17

            players:
              - name: Zachary Taylor
                email: taylor@example.org
                role: taylor            # the general
                time-zone: America/New_York
              - name: Mariano Arista
                email: arista@example.net
                role: arista
            """;

    @Test
    @DisplayName("a list item added keeps every comment and the list's indentation")
    void appendsToABlockList() {
        String out = YamlText.of(FILE).append(List.of("schedule", "deadlines"), "2030-01-21 20:00").text();
        assertThat(out).isEqualTo(FILE.replace("    - 2030-01-14 20:00\n",
                "    - 2030-01-14 20:00\n    - 2030-01-21 20:00\n"));
    }

    @Test
    @DisplayName("a list item replaced or removed: only its own text changes, its comment stays")
    void replacesAndRemovesItems() {
        YamlText t = YamlText.of(FILE);
        assertThat(t.put(List.of("schedule", "deadlines", "0"), "2030-01-08 18:00").text())
                .isEqualTo(FILE.replace("- 2030-01-07 20:00   # the first", "- 2030-01-08 18:00   # the first"));
        assertThat(t.remove(List.of("schedule", "deadlines", "1")).text())
                .isEqualTo(FILE.replace("    - 2030-01-14 20:00\n", ""));
        String none = t.remove(List.of("schedule", "deadlines", "1")).remove(List.of("schedule", "deadlines", "0"))
                .text();
        assertThat(none).contains("  deadlines: []\n  recurring:").doesNotContain("2030-01-07");
        assertThat(YamlText.of(none).size(List.of("schedule", "deadlines"))).isZero();
    }

    @Test
    @DisplayName("a value set in place keeps its comment; quotes are added only where YAML needs them")
    void setsValues() {
        String out = YamlText.of(FILE).put(List.of("schedule", "recurring", "cron"), "0 0 18 ? * SUN")
                .put(List.of("schedule", "recurring", "last"), "2030-06-30").text();
        assertThat(out).contains("    cron: \"0 0 18 ? * SUN\"   # Mondays and Thursdays\n"
                + "    first: 2030-01-17\n    last: 2030-06-30\n\nplayers:");
        assertThat(YamlText.of(out).scalar(List.of("schedule", "recurring", "cron"))).contains("0 0 18 ? * SUN");
    }

    @Test
    @DisplayName("a key removed takes its lines with it; the last key of a section leaves an empty section")
    void removesKeys() {
        String out = YamlText.of(FILE).remove(List.of("schedule", "recurring")).text();
        assertThat(out).isEqualTo(FILE.replace("""
                  recurring:
                    cron: "0 0 20 ? * MON,THU"   # Mondays and Thursdays
                    first: 2030-01-17
                """, ""));
        String noTz = YamlText.of(FILE).remove(List.of("players", "0", "time-zone")).text();
        assertThat(noTz).isEqualTo(FILE.replace("    time-zone: America/New_York\n", ""));
        assertThat(YamlText.of("a: 1\nb:\n  c: 2\n").remove(List.of("b", "c")).text()).isEqualTo("a: 1\nb: {}\n");
    }

    @Test
    @DisplayName("a missing section is created at the end of its parent, indented as its neighbours")
    void createsMissingSections() {
        String plain = "title: x\ntime-zone: UTC   # zone\n";
        assertThat(YamlText.of(plain).append(List.of("schedule", "deadlines"), "2030-01-07 20:00").text())
                .isEqualTo(plain + "schedule:\n  deadlines:\n    - 2030-01-07 20:00\n");
        String out = YamlText.of(FILE).put(List.of("deadline-policy", "min-notice"), "24h").text();
        assertThat(out).isEqualTo(FILE + "deadline-policy:\n  min-notice: 24h\n");
        String inSchedule = YamlText.of("schedule:\n    deadlines:\n    - 2030-01-07 20:00\nplayers: []\n")
                .put(List.of("schedule", "recurring", "cron"), "0 0 20 ? * MON").text();
        assertThat(inSchedule).isEqualTo("schedule:\n    deadlines:\n    - 2030-01-07 20:00\n    recurring:\n"
                + "      cron: \"0 0 20 ? * MON\"\nplayers: []\n");
        String empty = YamlText.of("schedule:   # none yet\nplayers: []\n")
                .append(List.of("schedule", "deadlines"), "2030-01-07 20:00").text();
        assertThat(empty).isEqualTo("schedule:   # none yet\n  deadlines:\n    - 2030-01-07 20:00\nplayers: []\n");
    }

    @Test
    @DisplayName("a flow list or section is written again in flow style, each value's text kept")
    void editsFlowStyle() {
        String flow = "schedule: {deadlines: ['2030-01-07 20:00', 2030-01-14 20:00], recurring: {cron: \"0 0 20 ? * "
                + "MON\"}}  # flow\nplayers: [{name: A, email: a@example.org, role: taylor}]\n";
        YamlText t = YamlText.of(flow);
        assertThat(t.append(List.of("schedule", "deadlines"), "2030-01-21 20:00").text()).isEqualTo(flow.replace(
                "2030-01-14 20:00]", "2030-01-14 20:00, 2030-01-21 20:00]"));
        assertThat(t.remove(List.of("schedule", "deadlines", "0")).text())
                .isEqualTo(flow.replace("'2030-01-07 20:00', ", ""));
        assertThat(t.put(List.of("schedule", "recurring", "first"), "2030-02-01").text())
                .contains("recurring: {cron: \"0 0 20 ? * MON\", first: 2030-02-01}}  # flow\n");
        Map<String, String> player = new LinkedHashMap<>();
        player.put("name", "Winfield Scott");
        player.put("email", "scott@example.org");
        assertThat(t.append(List.of("players"), player).text()).endsWith("players: [{name: A, email: a@example.org, "
                + "role: taylor}, {name: Winfield Scott, email: scott@example.org}]\n");
        assertThat(t.put(List.of("players", "0", "email"), "b@example.org").text())
                .contains("[{name: A, email: b@example.org, role: taylor}]");
    }

    @Test
    @DisplayName("a player added to a block list: his keys under his dash, as the others are written")
    void appendsAMappingItem() {
        Map<String, String> player = new LinkedHashMap<>();
        player.put("name", "Pedro de Ampudia");
        player.put("email", "ampudia@example.net");
        player.put("role", "ampudia");
        String out = YamlText.of(FILE).append(List.of("players"), player).text();
        assertThat(out).isEqualTo(FILE + "  - name: Pedro de Ampudia\n    email: ampudia@example.net\n"
                + "    role: ampudia\n");
        String flowItems = "players:\n  - {name: A, role: b}   # one line each\n";
        assertThat(YamlText.of(flowItems).append(List.of("players"), player).text()).isEqualTo(flowItems
                + "  - {name: Pedro de Ampudia, email: ampudia@example.net, role: ampudia}\n");
        String named = YamlText.of(FILE).put(List.of("players", "0", "name"), "Winfield Scott").text();
        assertThat(named).isEqualTo(FILE.replace("- name: Zachary Taylor", "- name: Winfield Scott"));
    }

    @Test
    @DisplayName("line endings and the text when nothing is removed stay as written")
    void keepsLineEndings() {
        String crlf = FILE.replace("\n", "\r\n");
        String out = YamlText.of(crlf).append(List.of("schedule", "deadlines"), "2030-01-21 20:00").text();
        assertThat(out).contains("    - 2030-01-14 20:00\r\n    - 2030-01-21 20:00\r\n").doesNotContain("\r\r");
        assertThat(YamlText.of(FILE).remove(List.of("nothing", "here")).text()).isEqualTo(FILE);
        assertThatThrownBy(() -> YamlText.of("- a\n- b\n")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("values YAML would read otherwise are quoted")
    void quotesWhereNeeded() {
        assertThat(YamlText.scalar("Winfield Scott")).isEqualTo("Winfield Scott");
        assertThat(YamlText.scalar("2030-01-07 20:00")).isEqualTo("2030-01-07 20:00");
        assertThat(YamlText.scalar("yes")).isEqualTo("\"yes\"");
        assertThat(YamlText.scalar("1846")).isEqualTo("\"1846\"");
        assertThat(YamlText.scalar("a: b")).isEqualTo("\"a: b\"");
        assertThat(YamlText.scalar("O\"Brien #1")).isEqualTo("\"O\\\"Brien #1\"");
    }
}
