package org.adjutant.config;

import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A game's id: the name of its file in the games directory without {@code .yaml}, the key of its rows in the
 * database, the {@code [id]} players put in their subjects. The one place that says what an id may be: every command,
 * every game file's name and every import goes through it. An id is also a file name, so it can never hold a path
 * ({@code ../games/g1}, {@code config/games/g1}): a command given one is refused before it touches anything.
 */
public record GameId(String value) {
    /** What an id is, in the words every refusal uses. */
    public static final String RULE = "1-64 lower-case letters, digits, '-' or '_', starting with a letter or digit";
    private static final Pattern PATTERN = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");
    private static final String SUFFIX = ".yaml";

    public GameId {
        if (value == null || !PATTERN.matcher(value).matches()) {
            throw new IllegalArgumentException(refusal(value));
        }
    }

    /** The id {@code text} names, or empty when it is none. */
    public static Optional<GameId> parse(String text) {
        return isValid(text) ? Optional.of(new GameId(text)) : Optional.empty();
    }

    /** The id {@code text} names; an {@link IllegalArgumentException} saying why not, when it is none. */
    public static GameId of(String text) {
        return new GameId(text);
    }

    public static boolean isValid(String text) {
        return text != null && PATTERN.matcher(text).matches();
    }

    /** The game a file stands for: its name without {@code .yaml}, when that is an id. */
    public static Optional<GameId> ofFile(Path file) {
        Path name = file.getFileName();
        if (name == null || !name.toString().endsWith(SUFFIX)) {
            return Optional.empty();
        }
        String text = name.toString();
        return parse(text.substring(0, text.length() - SUFFIX.length()));
    }

    /** Why {@code text} is refused, with the hint a moderator who typed a path needs. */
    public static String refusal(String text) {
        String shown = text == null ? "(nothing)" : "'" + text + "'";
        String hint = text != null && (text.contains("/") || text.contains("\\") || text.endsWith(SUFFIX))
                ? " Give the game's id, the name of its file without the folder and without .yaml (e.g. g1 for "
                + "config/games/g1.yaml)."
                : "";
        return shown + " is not a game id: an id is " + RULE + "." + hint;
    }

    /** The game's file in {@code dir}: always directly inside it. */
    public Path fileIn(Path dir) {
        return dir.resolve(value + SUFFIX);
    }

    @Override
    public String toString() {
        return value;
    }
}
