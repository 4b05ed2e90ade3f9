/*
 * datagen.c - see datagen.h.
 */
#include "datagen.h"

#include <stdio.h>
#include <string.h>

uint64_t bp_rng_next(bp_rng* rng)
{
    uint64_t z = (rng->state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

uint32_t bp_rng_below(bp_rng* rng, uint32_t bound)
{
    return bound == 0 ? 0 : (uint32_t)(((bp_rng_next(rng) >> 32) * bound) >> 32);
}

/* Index into a list of n entries with Zipf-like skew: small indices are much more frequent. */
static uint32_t bp_skewed_index(bp_rng* rng, uint32_t n)
{
    uint32_t a = bp_rng_below(rng, n), b = bp_rng_below(rng, n);
    return a < b ? bp_rng_below(rng, a + 1) : bp_rng_below(rng, b + 1);
}

static const char* const bp_words[] = {
    "the", "of", "and", "to", "a", "in", "is", "it", "you", "that", "he", "was", "for", "on", "are",
    "with", "as", "his", "they", "be", "at", "one", "have", "this", "from", "or", "had", "by", "hot",
    "word", "but", "what", "some", "we", "can", "out", "other", "were", "all", "there", "when", "up",
    "use", "your", "how", "said", "an", "each", "she", "which", "do", "their", "time", "if", "will",
    "way", "about", "many", "then", "them", "write", "would", "like", "so", "these", "her", "long",
    "make", "thing", "see", "him", "two", "has", "look", "more", "day", "could", "go", "come", "did",
    "number", "sound", "no", "most", "people", "my", "over", "know", "water", "than", "call", "first",
    "who", "may", "down", "side", "been", "now", "find", "any", "new", "work", "part", "take", "get",
    "place", "made", "live", "where", "after", "back", "little", "only", "round", "man", "year",
    "came", "show", "every", "good", "me", "give", "our", "under", "name", "very", "through", "just",
    "form", "sentence", "great", "think", "say", "help", "low", "line", "differ", "turn", "cause",
    "much", "mean", "before", "move", "right", "boy", "old", "too", "same", "tell", "does", "set",
    "three", "want", "air", "well", "also", "play", "small", "end", "put", "home", "read", "hand",
    "port", "large", "spell", "add", "even", "land", "here", "must", "big", "high", "such", "follow",
    "act", "why", "ask", "men", "change", "went", "light", "kind", "off", "need", "house", "picture",
    "try", "us", "again", "animal", "point", "mother", "world", "near", "build", "self", "earth",
    "father", "head", "stand", "own", "page", "should", "country", "found", "answer", "school",
    "grow", "study", "still", "learn", "plant", "cover", "food", "sun", "four", "between", "state",
    "keep", "eye", "never", "last", "let", "thought", "city", "tree", "cross", "farm", "hard",
    "start", "might", "story", "saw", "far", "sea", "draw", "left", "late", "run", "while", "press",
    "close", "night", "real", "life", "few", "north", "open", "seem", "together", "next", "white",
    "children", "begin", "got", "walk", "example", "ease", "paper", "group", "always", "music",
    "those", "both", "mark", "often", "letter", "until", "mile", "river", "car", "feet", "care",
    "second", "book", "carry", "took", "science", "eat", "room", "friend", "began", "idea", "fish",
    "mountain", "stop", "once", "base", "hear", "horse", "cut", "sure", "watch", "color", "face",
    "wood", "main", "enough", "plain", "girl", "usual", "young", "ready", "above", "ever", "red",
    "list", "though", "feel", "talk", "bird", "soon", "body", "dog", "family", "direct", "pose",
    "leave", "song", "measure", "door", "product", "black", "short", "numeral", "class", "wind",
    "question", "happen", "complete", "ship", "area", "half", "rock", "order", "fire", "south",
    "problem", "piece", "told", "knew", "pass", "since", "top", "whole", "king", "space", "heard",
    "best", "hour", "better", "true", "during", "hundred", "five", "remember", "step", "early",
    "hold", "west", "ground", "interest", "reach", "fast", "verb", "sing", "listen", "six", "table",
    "travel", "less", "morning", "ten", "simple", "several", "vowel", "toward", "war", "lay",
    "against", "pattern", "slow", "center", "love", "person", "money", "serve", "appear", "road",
    "map", "rain", "rule", "govern", "pull", "cold", "notice", "voice", "unit", "power", "town",
    "fine", "certain", "fly", "fall", "lead", "cry", "dark", "machine", "note", "wait", "plan",
    "figure", "star", "box", "noun", "field", "rest", "correct", "able", "pound", "done", "beauty",
    "drive", "stood", "contain", "front", "teach", "week", "final", "gave", "green", "oh", "quick",
    "develop", "ocean", "warm", "free", "minute", "strong", "special", "mind", "behind", "clear",
    "tail", "produce", "fact", "street", "inch", "multiply", "nothing", "course", "stay", "wheel",
};
#define BP_WORD_COUNT (sizeof bp_words / sizeof bp_words[0])

static const char* const bp_first_names[] = { "Alice", "Bob", "Carol", "Dmitri", "Eve", "Fatima",
    "Gustav", "Hiroshi", "Ines", "Jamal", "Katarzyna", "Liam", "Mei", "Nadia", "Oscar", "Priya" };
static const char* const bp_domains[] = { "example.com", "mail.test", "corp.invalid", "uni.edu" };
static const char* const bp_tags[] = { "admin", "beta", "premium", "trial", "eu", "us", "apac",
    "mobile", "desktop", "api" };
static const char* const bp_levels[] = { "INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR" };
static const char* const bp_paths[] = { "/api/v1/users", "/api/v1/orders", "/api/v2/search",
    "/health", "/api/v1/products", "/static/app.js", "/api/v1/cart" };
static const char* const bp_services[] = { "gateway", "orders", "billing", "search", "auth" };

typedef struct bp_writer {
    uint8_t* out;
    size_t size;
    size_t pos;
} bp_writer;

static void bp_put(bp_writer* w, const void* data, size_t n)
{
    size_t take = n < w->size - w->pos ? n : w->size - w->pos;
    memcpy(w->out + w->pos, data, take);
    w->pos += take;
}

static void bp_put_byte(bp_writer* w, uint8_t b)
{
    bp_put(w, &b, 1);
}

static void bp_put_be(bp_writer* w, uint64_t v, int bytes)
{
    int i;
    for (i = bytes - 1; i >= 0; i--) {
        bp_put_byte(w, (uint8_t)(v >> (8 * i)));
    }
}

static void bp_put_str(bp_writer* w, const char* s)
{
    size_t n = strlen(s);
    if (n < 32) {
        bp_put_byte(w, (uint8_t)(0xA0 | n));
    } else {
        bp_put_byte(w, 0xD9);
        bp_put_byte(w, (uint8_t)n);
    }
    bp_put(w, s, n);
}

static void bp_put_uint(bp_writer* w, uint64_t v)
{
    if (v < 128) {
        bp_put_byte(w, (uint8_t)v);
    } else if (v < 256) {
        bp_put_byte(w, 0xCC);
        bp_put_be(w, v, 1);
    } else if (v < 65536) {
        bp_put_byte(w, 0xCD);
        bp_put_be(w, v, 2);
    } else {
        bp_put_byte(w, 0xCE);
        bp_put_be(w, v, 4);
    }
}

/* One record: a map of typical entity fields, laid out like msgpack-serialized objects. */
static void bp_put_record(bp_writer* w, bp_rng* rng, uint64_t id)
{
    char text[96];
    uint32_t tags, i;
    const char* name = bp_first_names[bp_rng_below(rng, 16)];
    bp_put_byte(w, 0x8A); /* fixmap, 10 entries */
    bp_put_str(w, "id");
    bp_put_uint(w, id);
    bp_put_str(w, "guid"); /* a Guid written as a string, as MessagePack-CSharp does by default */
    snprintf(text, sizeof text, "%08x-%04x-%04x-%04x-%012llx", (unsigned)bp_rng_next(rng),
             (unsigned)bp_rng_below(rng, 65536), 0x4000 | bp_rng_below(rng, 4096), 0x8000 | bp_rng_below(rng, 16384),
             (unsigned long long)(bp_rng_next(rng) & 0xFFFFFFFFFFFFull));
    bp_put_str(w, text);
    bp_put_str(w, "lat");
    bp_put_byte(w, 0xCB);
    bp_put_be(w, (UINT64_C(0x404A) << 48) | (bp_rng_next(rng) >> 16), 8);
    bp_put_str(w, "name");
    snprintf(text, sizeof text, "%s %c.", name, 'A' + (int)bp_rng_below(rng, 26));
    bp_put_str(w, text);
    bp_put_str(w, "email");
    snprintf(text, sizeof text, "%s%u@%s", name, bp_rng_below(rng, 1000), bp_domains[bp_rng_below(rng, 4)]);
    bp_put_str(w, text);
    bp_put_str(w, "age");
    bp_put_uint(w, 18 + bp_rng_below(rng, 60));
    bp_put_str(w, "balance");
    bp_put_byte(w, 0xCB); /* float64: random mantissa bits, compress poorly */
    bp_put_be(w, (UINT64_C(0x40) << 56) | (bp_rng_next(rng) >> 12), 8);
    bp_put_str(w, "active");
    bp_put_byte(w, bp_rng_below(rng, 4) ? 0xC3 : 0xC2);
    bp_put_str(w, "visits");
    bp_put_uint(w, bp_rng_below(rng, 3) ? bp_rng_below(rng, 300) : bp_rng_below(rng, 100000));
    bp_put_str(w, "tags");
    tags = bp_rng_below(rng, 4);
    bp_put_byte(w, (uint8_t)(0x90 | tags));
    for (i = 0; i < tags; i++) {
        bp_put_str(w, bp_tags[bp_rng_below(rng, 10)]);
    }
}

static void bp_generate_records(uint8_t* out, size_t size, bp_rng* rng)
{
    bp_writer w = { out, size, 0 };
    uint64_t id = 100000 + bp_rng_below(rng, 1000000);
    while (w.pos < size) {
        bp_put_byte(&w, 0xDC); /* array16 of records */
        bp_put_be(&w, 16, 2);
        {
            int i;
            for (i = 0; i < 16 && w.pos < size; i++) {
                bp_put_record(&w, rng, id);
                id += 1 + bp_rng_below(rng, 3);
            }
        }
    }
}

static void bp_generate_text(uint8_t* out, size_t size, bp_rng* rng)
{
    bp_writer w = { out, size, 0 };
    int capital = 1;
    while (w.pos < size) {
        const char* word = bp_words[bp_skewed_index(rng, (uint32_t)BP_WORD_COUNT)];
        char first = word[0];
        uint32_t r;
        if (capital) {
            first = (char)(first - 'a' + 'A');
        }
        bp_put_byte(&w, (uint8_t)first);
        bp_put(&w, word + 1, strlen(word) - 1);
        capital = 0;
        r = bp_rng_below(rng, 100);
        if (r < 8) {
            bp_put(&w, ". ", 2);
            capital = 1;
            if (bp_rng_below(rng, 8) == 0) {
                bp_put(&w, "\n\n", 2);
            }
        } else if (r < 14) {
            bp_put(&w, ", ", 2);
        } else {
            bp_put_byte(&w, ' ');
        }
    }
}

static void bp_generate_logs(uint8_t* out, size_t size, bp_rng* rng)
{
    bp_writer w = { out, size, 0 };
    uint64_t millis = 1714567890000ull + bp_rng_below(rng, 1000000);
    char line[256];
    while (w.pos < size) {
        uint64_t seconds = millis / 1000;
        int n;
        millis += bp_rng_below(rng, 40);
        n = snprintf(line, sizeof line,
                     "2024-05-01T%02u:%02u:%02u.%03uZ %-5s [%s-%u] request_id=%08x%08x method=%s path=%s/%u "
                     "status=%u duration_ms=%u bytes=%u\n",
                     (unsigned)(seconds / 3600 % 24), (unsigned)(seconds / 60 % 60), (unsigned)(seconds % 60),
                     (unsigned)(millis % 1000), bp_levels[bp_rng_below(rng, 6)],
                     bp_services[bp_rng_below(rng, 5)], bp_rng_below(rng, 8),
                     (unsigned)bp_rng_next(rng), (unsigned)bp_rng_next(rng),
                     bp_rng_below(rng, 5) ? "GET" : "POST", bp_paths[bp_rng_below(rng, 7)],
                     bp_rng_below(rng, 5000), bp_rng_below(rng, 10) ? 200u : 404u,
                     1 + bp_skewed_index(rng, 900), 200 + bp_rng_below(rng, 20000));
        bp_put(&w, line, (size_t)n);
    }
}

static void bp_generate_runs(uint8_t* out, size_t size, bp_rng* rng)
{
    size_t pos = 0;
    int32_t value = (int32_t)bp_rng_below(rng, 1000);
    while (pos < size) {
        /* Run lengths: mostly long (a status column, a sorted key), sometimes single values. */
        uint32_t run = bp_rng_below(rng, 8) == 0 ? 1 + bp_rng_below(rng, 4) : 64 + bp_rng_below(rng, 2000);
        uint32_t i;
        for (i = 0; i < run && pos < size; i++) {
            uint8_t bytes[4];
            size_t take;
            bytes[0] = (uint8_t)value;
            bytes[1] = (uint8_t)(value >> 8);
            bytes[2] = (uint8_t)(value >> 16);
            bytes[3] = (uint8_t)(value >> 24);
            take = size - pos < 4 ? size - pos : 4;
            memcpy(out + pos, bytes, take);
            pos += take;
        }
        value += (int32_t)bp_rng_below(rng, 50) - 10;
    }
}

static void bp_generate_random(uint8_t* out, size_t size, bp_rng* rng)
{
    size_t pos = 0;
    while (pos < size) {
        uint64_t v = bp_rng_next(rng);
        size_t take = size - pos < 8 ? size - pos : 8;
        memcpy(out + pos, &v, take);
        pos += take;
    }
}

const char* bp_data_kind_name(bp_data_kind kind)
{
    static const char* const names[BP_DATA_KIND_COUNT] = { "records", "text", "logs", "runs", "random" };
    return kind < BP_DATA_KIND_COUNT ? names[kind] : "?";
}

void bp_generate(bp_data_kind kind, uint8_t* out, size_t size, uint64_t seed)
{
    bp_rng rng = { seed * 0x100000001B3ull + (uint64_t)kind };
    switch (kind) {
    case BP_DATA_RECORDS:
        bp_generate_records(out, size, &rng);
        break;
    case BP_DATA_TEXT:
        bp_generate_text(out, size, &rng);
        break;
    case BP_DATA_LOGS:
        bp_generate_logs(out, size, &rng);
        break;
    case BP_DATA_RUNS:
        bp_generate_runs(out, size, &rng);
        break;
    default:
        bp_generate_random(out, size, &rng);
        break;
    }
}

void bp_generate_periodic(uint8_t* out, size_t size, uint32_t period, uint64_t seed)
{
    bp_rng rng = { seed ^ ((uint64_t)period << 40) };
    size_t i;
    for (i = 0; i < size; i++) {
        if (i < period) {
            out[i] = (uint8_t)bp_rng_next(&rng);
        } else if (bp_rng_below(&rng, 997) == 0) {
            out[i] = (uint8_t)bp_rng_next(&rng); /* a rare change breaks the run into several matches */
        } else {
            out[i] = out[i - period];
        }
    }
}
