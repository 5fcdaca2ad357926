package org.adjutant.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The battle command as docs/battles.md and docs/calibration.md show it. */
class BattleCommandTest {
    static final String RESACA = "data/gitm/battles/resaca-de-la-palma.yaml";

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    @DisplayName("adjutant battle <file> --seeds N prints the battle's report with the history beside it")
    void documentedCommandLine() {
        Run r = run("battle", RESACA, "--seeds", "3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Resaca de la Palma, 1846-05-09 -- " + RESACA + "\n")
                .contains("1 combat phase; 3 seeds (1-3)", "Held the field: US ", "Losses, median [10th-90th "
                        + "percentile]", "history US: 1700 engaged, 33 killed, 89 wounded, 0 missing [WP-RP]",
                        "fell back", "surrendered", "Verdicts: holder US in ");
    }

    @Test
    @DisplayName("--json gives the same figures as JSON; several files add the calibration targets")
    void json() throws Exception {
        Run one = run("battle", RESACA, "--seeds", "2", "--first-seed", "5", "--json");
        assertThat(one.code()).as(one.err()).isZero();
        JsonNode n = new ObjectMapper().readTree(one.out());
        assertThat(n.get("battle").asText()).isEqualTo("Resaca de la Palma");
        assertThat(n.get("firstSeed").asLong()).isEqualTo(5);
        assertThat(n.get("sides").get(0).get("losses").get("total").has("median")).isTrue();
        assertThat(n.get("sides").get(1).get("history").get("total").asInt()).isEqualTo(515);

        Run two = run("battle", RESACA, "data/gitm/battles/palo-alto.yaml", "--seeds", "1", "--json");
        JsonNode both = new ObjectMapper().readTree(two.out());
        assertThat(both.get("battles")).hasSize(2);
        assertThat(both.get("targets").get("holder").get("of").asInt()).isEqualTo(2);
        Run table = run("battle", RESACA, "data/gitm/battles/palo-alto.yaml", "--seeds", "1");
        assertThat(table.out()).contains("Calibration: 2 battles, 1 seeds each", "Holder target: ",
                "Casualty target: ");
    }

    @Test
    @DisplayName("--log prints one seed's events and rolls")
    void log() {
        Run r = run("battle", RESACA, "--seeds", "1", "--log", "4");
        assertThat(r.out()).contains("Battle log of seed 4", "US3IN moved from 7-6 to 7-7", "Rolls by purpose");
    }

    @Test
    @DisplayName("a missing or broken file is one line: what and where, no usage text")
    void errors(@TempDir Path dir) throws Exception {
        Run missing = run("battle", dir.resolve("nope.yaml").toString());
        assertThat(missing.code()).isEqualTo(1);
        assertThat(missing.err().strip()).isEqualTo("adjutant: no battle file at " + dir.resolve("nope.yaml"));

        Path bad = dir.resolve("bad.yaml");
        Files.writeString(bad, "battle: Bad\nphases: 9\n");
        Run broken = run("battle", bad.toString());
        assertThat(broken.code()).isEqualTo(1);
        assertThat(broken.err().strip()).isEqualTo("adjutant: " + bad + ":2: phases is 1-4 (combat follows "
                + "tactical phases 1-4, GITM 5.2) or whole, not 9");
        assertThat(broken.err()).doesNotContain("Usage");

        Run noSeeds = run("battle", RESACA, "--seeds", "0");
        assertThat(noSeeds.code()).isEqualTo(2);
        assertThat(noSeeds.err()).contains("--seeds must be at least 1");
        assertThat(run("battle", RESACA, "--json", "--log", "1").code()).isEqualTo(2);
    }
}
