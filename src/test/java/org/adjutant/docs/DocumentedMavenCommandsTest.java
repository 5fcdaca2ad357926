package org.adjutant.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Maven commands the README, docs/ and bench/ give work offline ({@code mvn -o}) on a machine that has built the
 * project: every plugin goal they call ({@code exec:exec}, {@code spotbugs:check}, ...) belongs to a plugin the pom
 * declares with its version, so the build has already brought it into the local repository. A goal of an undeclared
 * plugin ({@code dependency:build-classpath}) makes Maven pick a version of its own, which an offline machine may not
 * have: the chaos harness's long form failed that way.
 */
class DocumentedMavenCommandsTest {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    private static final Pattern GOAL = Pattern.compile("(?<![\\w./-])([a-z][a-z0-9-]*):([a-z][a-zA-Z0-9-]*)\\b");
    private static final Pattern PLUGIN = Pattern.compile("<plugin>\\s*(?:<!--.*?-->\\s*)*<groupId>[^<]+</groupId>"
            + "\\s*<artifactId>([^<]+)</artifactId>\\s*<version>([^<]+)</version>", Pattern.DOTALL);

    /** The plugins the pom declares with a version: artifactId to version. */
    private static Map<String, String> pinned() throws Exception {
        Map<String, String> plugins = new TreeMap<>();
        Matcher m = PLUGIN.matcher(Files.readString(HOME.resolve("pom.xml"), StandardCharsets.UTF_8));
        while (m.find()) {
            plugins.put(m.group(1), m.group(2));
        }
        return plugins;
    }

    private static List<Path> documents() throws Exception {
        List<Path> docs = new ArrayList<>(List.of(HOME.resolve("README.md")));
        for (String dir : List.of("docs", "bench")) {
            try (Stream<Path> files = Files.walk(HOME.resolve(dir))) {
                files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
            }
        }
        return docs;
    }

    @Test
    @DisplayName("every plugin goal a documented mvn command calls is of a plugin the pom pins")
    void documentedGoalsArePinned() throws Exception {
        Map<String, String> pinned = pinned();
        assertThat(pinned).containsKeys("exec-maven-plugin", "maven-surefire-plugin");
        List<String> unpinned = new ArrayList<>();
        int goals = 0;
        for (Path doc : documents()) {
            List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                int mvn = lines.get(i).indexOf("mvn ");
                if (mvn < 0) {
                    continue;
                }
                // The goals of one command: up to its closing backquote in running text, the whole line in a block.
                String command = lines.get(i).substring(mvn);
                int end = command.indexOf('`');
                Matcher m = GOAL.matcher(end < 0 ? command : command.substring(0, end));
                while (m.find()) {
                    String prefix = m.group(1);
                    goals++;
                    if (!pinned.containsKey("maven-" + prefix + "-plugin")
                            && !pinned.containsKey(prefix + "-maven-plugin")) {
                        unpinned.add(HOME.relativize(doc) + ":" + (i + 1) + ": " + m.group());
                    }
                }
            }
        }
        assertThat(goals).as("goals found in the documents").isGreaterThan(10);
        assertThat(unpinned).as("goals of plugins the pom does not pin (they fail with mvn -o)").isEmpty();
    }
}
