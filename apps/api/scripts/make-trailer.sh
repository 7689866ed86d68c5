#!/bin/sh
# Renders the demo trailer of the reference API: a 6-second countdown in the brand's look
# (near-black gradient, amber MARQUEE, off-white numbers), WebM/VP9 and MP4/H.264, no audio.
# Usage: sh apps/api/scripts/make-trailer.sh [out-dir]  (default apps/api/media)   (needs ffmpeg with libvpx-vp9, libx264, drawtext)
set -eu
OUT=${1:-$(dirname "$0")/../media}
BOLD=${FONT_BOLD:-/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf}
REG=${FONT_REGULAR:-/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf}
NAME=marquee-countdown-v1
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
GRAPH="[0:v]drawtext=fontfile=$BOLD:text='MARQUEE':fontcolor=0xf5b82e:fontsize=54:x=(w-text_w)/2:y=72:enable='lt(t,5)',\
drawtext=fontfile=$BOLD:text='%{eif\:5-floor(t)\:d}':fontcolor=0xf3f1ec:fontsize=300:x=(w-text_w)/2:y=(h-text_h)/2+10:enable='lt(t,5)',\
drawtext=fontfile=$REG:text='TRAILER  ·  BANDE-ANNONCE':fontcolor=0xb4b0a8:fontsize=26:x=(w-text_w)/2:y=600:enable='lt(t,5)',\
drawtext=fontfile=$BOLD:text='MARQUEE':fontcolor=0xf5b82e:fontsize=180:x=(w-text_w)/2:y=(h-text_h)/2-30:alpha='min(1,(t-5)*3)':enable='gte(t,5)',\
drawtext=fontfile=$REG:text='THE LIGHTS GO DOWN':fontcolor=0xf3f1ec:fontsize=34:x=(w-text_w)/2:y=(h/2)+90:alpha='min(1,(t-5.2)*3)':enable='gte(t,5.2)'[bg];\
[1:v]drawbox=x=0:y=0:w=600:h=4:color=0xf5b82e:t=fill,crop=w=600:h=4:x='600-600*(t-floor(t))':y=0[bar];\
[bg][bar]overlay=x=340:y=560:enable='lt(t,5)',format=yuv420p[v]"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=1280x720:r=24:d=6:c0=0x0d0d10:c1=0x2b2112:c2=0x0d0d10:nb_colors=3:x0=0:y0=0:x1=1280:y1=720:speed=0.01:seed=7" \
  -f lavfi -i "color=c=0x3a3a44:s=1200x4:r=24:d=6" \
  -filter_complex "$GRAPH" -map '[v]' -frames:v 144 -c:v ffv1 "$TMP/master.mkv"
mkdir -p "$OUT"
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 \
  -g 48 -an -metadata title='Marquee - trailer' "$OUT/$NAME.webm"
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -c:v libx264 -profile:v main -level:v 3.1 -preset slow -crf 30 -tune animation \
  -g 48 -pix_fmt yuv420p -movflags +faststart -an -metadata title='Marquee - trailer' "$OUT/$NAME.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -vf "select='eq(n\,24)'" -frames:v 1 -c:v libwebp -quality 80 "$OUT/$NAME.webp"
ls -l "$OUT/$NAME".*
