#!/usr/bin/env bash
# Makes the home page's hero clip and poster — original artwork, drawn from scratch, no footage:
# a padel court seen from the back of the court (ffmpeg drawbox + perspective), a ball rallying across
# the net with its shadow, and a soft light sweep. Output goes to public/media/ and is committed.
#
# Timing follows the player in src/routes/_public/-components/hero-video.tsx: the clip lasts 10 s and,
# when it ends, the page jumps back to 5 s. Everything that moves has a 5 s period, so the jump is seamless;
# the first 5 s add a fade-in from black that plays once.
#
# Needs: ffmpeg (libx264, libvpx-vp9) and ImageMagick — `apt-get install -y ffmpeg imagemagick`.
# Run from the repository root: scripts/make-hero-video.sh
set -euo pipefail

OUT="public/media"
W=1280 H=720 FPS=24 DUR=10 PERIOD=5
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

# --- 1. The court, top-down (20 m × 10 m at 48 px/m), on a dark surround with a soft vertical gradient.
CX=160 CY=120 CW=960 CH=480           # court rectangle
NET=$((CX + CW / 2))
SVC=334                               # service lines 6.95 m from the net
LINE="white@0.92"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x072a1f:s=${W}x${H}:d=1" -frames:v 1 -vf "\
geq=r='7+10*Y/${H}':g='42+28*Y/${H}':b='31+14*Y/${H}',\
drawbox=x=${CX}:y=${CY}:w=${CW}:h=${CH}:color=0x1a6e4b:t=fill,\
drawbox=x=${CX}:y=${CY}:w=${CW}:h=${CH}:color=${LINE}:t=5,\
drawbox=x=$((NET - SVC)):y=${CY}:w=4:h=${CH}:color=${LINE}:t=fill,\
drawbox=x=$((NET + SVC - 4)):y=${CY}:w=4:h=${CH}:color=${LINE}:t=fill,\
drawbox=x=$((NET - SVC)):y=$((CY + CH / 2 - 2)):w=$((2 * SVC)):h=4:color=${LINE}:t=fill,\
drawbox=x=$((NET - 4)):y=$((CY - 24)):w=8:h=$((CH + 48)):color=0xf6f8f7@0.95:t=fill,\
drawbox=x=$((NET - 1)):y=$((CY - 24)):w=2:h=$((CH + 48)):color=0x0b0f0d@0.5:t=fill" \
  "$TMP/court.png"

# --- 2. Sprites: the ball (with its seam), its shadow, and a light band for the sweep.
convert -size 44x44 xc:none -fill '#d7e835' -stroke '#a9b81c' -strokewidth 2 -draw 'circle 22,22 22,3' \
  -fill none -stroke '#fbfde8' -strokewidth 2 -draw 'arc 2,8 30,40 290,70' -draw 'arc 14,4 42,36 110,250' "$TMP/ball.png"
convert -size 60x30 xc:none -fill 'rgba(0,0,0,0.45)' -draw 'ellipse 30,15 24,9 0,360' -blur 0x4 "$TMP/shadow.png"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=white@0:s=360x${H}:d=1" -frames:v 1 \
  -vf "format=rgba,geq=r=255:g=255:b=255:a='30*exp(-pow((X-180)/70\\,2))'" "$TMP/light.png"

# --- 3. Motion, all with a ${PERIOD} s period: the ball crosses the net and back, bouncing on each side.
P="${PERIOD}"
BX="640+390*cos(2*PI*t/${P})"          # along the court
BY="360+150*sin(4*PI*t/${P})"          # across it
BH="70*abs(sin(2*PI*t/${P}))"         # height above the ground: lands near the back walls
SX="${BX}-30" SY="${BY}-15+8"
filter="\
[0][2]overlay=x='${SX}':y='${SY}':eval=frame[s];\
[s][1]overlay=x='${BX}-22':y='${BY}-22-${BH}':eval=frame[b];\
[b]perspective=x0=300:y0=150:x1=980:y1=150:x2=-120:y2=770:x3=1400:y3=770:sense=destination:interpolation=linear[p];\
[p][3]overlay=x='-360+(${W}+360)*mod(t,${P})/${P}':y=0:eval=frame,\
vignette=angle=PI/4.5,fade=t=in:st=0:d=1.6,format=yuv420p[v]"

ffmpeg -hide_banner -loglevel error -y \
  -loop 1 -framerate "$FPS" -t "$DUR" -i "$TMP/court.png" \
  -loop 1 -framerate "$FPS" -t "$DUR" -i "$TMP/ball.png" \
  -loop 1 -framerate "$FPS" -t "$DUR" -i "$TMP/shadow.png" \
  -loop 1 -framerate "$FPS" -t "$DUR" -i "$TMP/light.png" \
  -filter_complex "$filter" -map '[v]' -r "$FPS" -t "$DUR" -c:v ffv1 "$TMP/master.mkv"

# --- 4. Encodes. No audio track (the video is muted decoration). faststart lets playback begin early.
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -c:v libx264 -preset slow -crf 28 -profile:v high \
  -pix_fmt yuv420p -movflags +faststart -an "$OUT/hero.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 \
  -deadline good -cpu-used 2 -an "$OUT/hero.webm"
# The poster is a frame from the looping part, so the swap from poster to video is not a jump.
ffmpeg -hide_banner -loglevel error -y -ss 5 -i "$TMP/master.mkv" -frames:v 1 -q:v 5 "$OUT/hero-poster.jpg"

ls -l "$OUT"/hero.mp4 "$OUT"/hero.webm "$OUT"/hero-poster.jpg
