package org.adjutant.history;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.config.HistoryPolicy;
import org.adjutant.game.HostedGame;
import org.adjutant.game.StoredGames;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.GameClosed;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.turn.TurnReplay;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Publishes a game's public history: {@code <dir>/<game>/index.html}, a {@code turn-N.html} per turn with the turn's
 * public news ({@code Ruleset.publicNews}), and, once the game has ended and its file says {@code whole-truth}, the
 * whole truth of its last turn ({@code final.html}, with its maps beside it), as the moderators' final mail draws it.
 *
 * <p>The fog is the observers' rule: turn t is published once {@code delay} more turns have run; no page names a unit
 * or a position before the end, when every turn may be read; no address, password or letter between players is ever
 * in it (the news is the ruleset's, the whole truth is the moderator's summary, which carries none). Pages are drawn
 * from the stored turns (replayed, checked to reach what they stored), from FreeMarker templates that escape every
 * value, and written whole to a temporary file that is then moved over the old one, so a web server never serves half
 * a page; a page whose bytes did not change is not written again.
 */
public final class HistoryPublisher {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(HistoryPublisher.class);
    private static final String FINAL_PAGE = "final.html";

    private final StoredGames games;
    private final TurnReplay replay;
    private final TemplateRenderer templates;
    private final Path root;

    /** {@code root}: the robot's history directory; each game gets a directory of its own inside it. */
    public HistoryPublisher(StoredGames games, TurnReplay replay, TemplateRenderer templates, Path root) {
        this.games = games;
        this.replay = replay;
        this.templates = templates;
        this.root = root;
    }

    /** What a publishing did: the turns the archive shows, the files written, whether the whole truth is in it. */
    public record Published(int turns, int written, boolean wholeTruth, Path dir) {
        /** For the moderator's answer. */
        public String describe() {
            return turns == 0 && !wholeTruth ? "no turn may be published yet"
                    : turns + (turns == 1 ? " turn" : " turns") + (wholeTruth ? " and the whole truth of the end" : "")
                    + " published in " + dir + " (" + written + (written == 1 ? " file" : " files") + " written)";
        }
    }

    /**
     * Publishes what game {@code gameId} may show now under {@code policy}: the pages of turns that are old enough
     * and are not there yet (every page again with {@code rebuild}, e.g. after a rollback). {@code closing}: the game
     * has ended, so this is how (the final event); then every turn is published, and the whole truth too when the
     * policy says so. Nothing is written when the policy publishes nothing.
     */
    public Published publish(String gameId, HistoryPolicy policy, Optional<GameClosed> closing, boolean rebuild) {
        Path dir = root.resolve(org.adjutant.config.GameId.of(gameId).value());
        if (!policy.publishes()) {
            return new Published(0, 0, false, dir);
        }
        HostedGame game = games.game(gameId).orElseThrow(() -> new IllegalArgumentException("no game " + gameId));
        int run = game.row().currentTurn();
        boolean ended = closing.isPresent();
        int visible = ended ? run : Math.max(0, run - policy.delay());
        boolean wholeTruth = ended && run > 0 && policy.publish() == HistoryPolicy.Publish.WHOLE_TRUTH;
        int written = 0;
        try {
            Files.createDirectories(dir);
            int firstNew = 1;
            while (!rebuild && firstNew <= visible && Files.exists(dir.resolve(turnPage(firstNew)))) {
                firstNew++;
            }
            // The last page already there gets its link to the next turn now that there is one.
            for (int turn = Math.max(1, firstNew - 1); turn <= visible; turn++) {
                written += writeIfChanged(dir.resolve(turnPage(turn)), turnPage(game, turn, visible, wholeTruth));
            }
            if (wholeTruth) {
                written += wholeTruth(dir, game, run, closing.get());
            }
            written += writeIfChanged(dir.resolve("index.html"), index(game, policy, visible, ended, wholeTruth));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the history of " + gameId + " in " + dir, e);
        }
        log.info("game {}: history of {} turns published in {} ({} files written)", gameId, visible, dir, written);
        return new Published(visible, written, wholeTruth, dir);
    }

    static String turnPage(int turn) {
        return "turn-" + turn + ".html";
    }

    private String turnPage(HostedGame game, int turn, int visible, boolean wholeTruth) {
        TurnReplay.Replayed r = replay.replay(game.id(), turn);
        List<String> news = game.ruleset().publicNews(r.before(), turn, r.outcome());
        Map<String, Object> model = base(game);
        model.put("turnName", game.turn(turn).title());
        model.put("turnText", game.turn(turn).inText());
        model.put("news", news);
        model.put("previous", turn > 1 ? turnPage(turn - 1) : "");
        model.put("next", turn < visible ? turnPage(turn + 1) : wholeTruth ? FINAL_PAGE : "");
        return templates.render("history/turn.html.ftlh", model);
    }

    private String index(HostedGame game, HistoryPolicy policy, int visible, boolean ended, boolean wholeTruth) {
        List<Map<String, Object>> turns = new ArrayList<>();
        for (int turn = 1; turn <= visible; turn++) {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("page", turnPage(turn));
            t.put("name", game.turn(turn).title());
            turns.add(t);
        }
        Map<String, Object> model = base(game);
        model.put("turns", turns);
        model.put("ended", ended);
        model.put("delay", policy.delay());
        model.put("finalPage", wholeTruth ? FINAL_PAGE : "");
        model.put("lastRun", game.row().currentTurn() == 0 ? "" : game.turn(game.row().currentTurn()).inText());
        return templates.render("history/index.html.ftlh", model);
    }

    private Map<String, Object> base(HostedGame game) {
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("gameTitle", game.row().title());
        model.put("gameId", game.id());
        return model;
    }

    /**
     * The whole truth of the last turn, as every player's FINAL mail has it (the moderator's summary with every unit
     * and its orders, and the ruleset's final report): each report a page, its pictures files beside it.
     */
    private int wholeTruth(Path dir, HostedGame game, int turn, GameClosed closing) throws IOException {
        TurnReplay.Replayed r = replay.replay(game.id(), turn);
        List<TurnEvent> events = new ArrayList<>(r.outcome().events());
        events.add(closing);
        TurnOutcome closed = new TurnOutcome(r.outcome().next(), events);
        Recipient everyone = new Recipient("the public", "history@adjutant.invalid", Set.of(), Set.of(), Set.of(),
                true);
        List<ReportDraft> drafts = game.ruleset().reports(r.before(), turn, closed, everyone);
        Map<String, String> pages = new TreeMap<>();
        for (ReportDraft d : drafts) {
            pages.put(d.kind(), pages.isEmpty() ? FINAL_PAGE : "final-" + safe(d.kind()) + ".html");
        }
        int written = 0;
        List<Map<String, Object>> links = new ArrayList<>();
        for (ReportDraft d : drafts) {
            links.add(Map.of("page", pages.get(d.kind()), "title", d.subject()));
        }
        for (ReportDraft d : drafts) {
            Map<String, Object> model = new LinkedHashMap<>();
            // No gameId: the footer would tell the reader how to send orders.
            model.put("gameTitle", game.row().title());
            model.put("turn", turn);
            model.put("recipient", everyone);
            model.put("deadline", List.of());
            if (d.kind().equals("summary")) {
                model.put("frozenOrders", r.frozen());
            }
            RenderedMail mail = templates.report(d, model);
            String prefix = pages.get(d.kind()).replace(".html", "");
            Map<String, String> files = new TreeMap<>();
            for (Map.Entry<String, byte[]> image : mail.images().entrySet()) {
                String file = prefix + "-" + safe(image.getKey()) + ".png";
                files.put(image.getKey(), file);
                written += writeIfChanged(dir.resolve(file), image.getValue());
            }
            written += writeIfChanged(dir.resolve(pages.get(d.kind())), archived(mail, files, links,
                    game.row().title()));
        }
        return written;
    }

    /**
     * A report written for mail made a page of the archive: readable on a phone (viewport), its pictures the files
     * beside it instead of the mail's parts, and a bar of links to the index and the other final pages.
     */
    private static String archived(RenderedMail mail, Map<String, String> files, List<Map<String, Object>> links,
                                   String title) {
        Document doc;
        if (mail.html() != null) {
            doc = Jsoup.parse(mail.html());
        } else {
            // a report with no HTML form: its text, as the mail client would show it
            doc = Jsoup.parse("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"></head><body></body></html>");
            doc.title(mail.subject());
            doc.body().appendElement("pre").attr("style", "white-space: pre-wrap;").text(mail.text());
        }
        if (doc.title().isBlank()) {
            doc.title(title + ": " + mail.subject());
        }
        doc.head().prependElement("meta").attr("name", "viewport").attr("content", "width=device-width, initial-scale=1");
        for (Element img : doc.select("img[src]")) {
            String src = img.attr("src");
            String file = src.startsWith("cid:") ? files.get(src.substring(4)) : null;
            if (file == null) {
                img.remove();   // nothing from outside the archive, and no broken picture
            } else {
                img.attr("src", file);
            }
        }
        for (Element a : doc.select("a[href]")) {
            a.unwrap();   // a report's links pointed into the mail; the archive has its own
        }
        Element nav = doc.body().prependElement("nav");
        nav.attr("style", "font-family: sans-serif; line-height: 1.8; margin: 0.5em 0 1em 0;");
        nav.appendElement("a").attr("href", "index.html").text(title + ": the history");
        for (Map<String, Object> l : links) {
            nav.appendText(" | ");
            nav.appendElement("a").attr("href", String.valueOf(l.get("page"))).text(String.valueOf(l.get("title")));
        }
        doc.outputSettings().prettyPrint(false);
        return doc.outerHtml();
    }

    /** A name safe in a file name and a URL: letters, digits and '-' only. */
    private static String safe(String name) {
        String s = name.replaceAll("[^A-Za-z0-9-]", "-");
        return s.isEmpty() ? "x" : s;
    }

    private static int writeIfChanged(Path target, String text) throws IOException {
        return writeIfChanged(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code bytes} to a temporary file beside {@code target} and moves it over it: 1, or 0 if unchanged. */
    static int writeIfChanged(Path target, byte[] bytes) throws IOException {
        if (Files.exists(target) && Arrays.equals(Files.readAllBytes(target), bytes)) {
            return 0;
        }
        // Beside the target, in the same file system, so the move is a rename.
        Path parent = target.toAbsolutePath().getParent();
        if (parent == null) {
            throw new IOException("a history page needs a directory: " + target);
        }
        Path temp = Files.createTempFile(parent, ".part-", ".tmp");
        try {
            Files.write(temp, bytes);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        return 1;
    }
}
